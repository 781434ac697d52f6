/** /yx: the free-shipping selection as an image grid. */
import { YxZone } from '../components/yx-zone';

export default function YxZonePage(): React.JSX.Element {
  return <YxZone view="grid" />;
}
