/** /zqmb: a 专区模板 zone, ?id= or the first running one. */
import { TemplateZone } from '../components/template-zone';

export default function ZqmbPage(): React.JSX.Element {
  return <TemplateZone kind="zqmb" />;
}
