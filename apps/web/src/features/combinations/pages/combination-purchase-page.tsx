/** /zhzq 组合购: every combination package on sale now. */
import { CombinationZone } from '../components/combination-zone';

export default function CombinationPurchasePage(): React.JSX.Element {
  return <CombinationZone scene="all" />;
}
