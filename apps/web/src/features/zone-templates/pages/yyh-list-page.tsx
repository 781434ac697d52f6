/** /yyh/list?id=: one 专场 and its goods; without an id, the list of 专场 at /yyh. */
import { TemplateZone } from '../components/template-zone';

export default function YyhListPage(): React.JSX.Element {
  return <TemplateZone kind="yyh" />;
}
