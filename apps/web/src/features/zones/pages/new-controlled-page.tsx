/** /kxzq/new: the newest controlled goods this member may buy. */
import { Link } from 'react-router';
import { NewControlledGoods } from '../components/new-controlled-goods';
import { ZoneHero } from '../components/zone-hero';

export default function NewControlledPage(): React.JSX.Element {
  return (
    <div data-testid="kxzq-new-page">
      <ZoneHero title="控销新品" subtitle="新上架的控销品种，仅对符合条件的会员开放" tone="purple">
        <Link to="/kxzq">全部控销专区</Link>
      </ZoneHero>
      <NewControlledGoods />
    </div>
  );
}
