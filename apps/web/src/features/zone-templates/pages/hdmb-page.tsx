/** /hdmb: an 活动模板 zone, ?id= or the first running one. */
import { TemplateZone } from '../components/template-zone';

export default function HdmbPage(): React.JSX.Element {
  return <TemplateZone kind="hdmb" />;
}
