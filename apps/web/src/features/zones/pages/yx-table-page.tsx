/** /yx/table: the free-shipping selection as a dense table. */
import { YxZone } from '../components/yx-zone';

export default function YxTablePage(): React.JSX.Element {
  return <YxZone view="table" />;
}
