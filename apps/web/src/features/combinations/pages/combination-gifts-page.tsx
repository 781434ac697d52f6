/** /zhmz 组合满赠: the combination packages that come with a gift. */
import { CombinationZone } from '../components/combination-zone';

export default function CombinationGiftsPage(): React.JSX.Element {
  return <CombinationZone scene="gift" />;
}
