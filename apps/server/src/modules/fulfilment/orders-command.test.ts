import { describe, expect, it } from 'vitest';
import { FulfilmentError } from './fulfilment.service.ts';
import { parseOrdersArgs } from './orders-command.ts';

describe('parseOrdersArgs', () => {
  it('reads every command', () => {
    expect(parseOrdersArgs(['list'])).toEqual({ action: 'list' });
    expect(parseOrdersArgs(['list', '1'])).toEqual({ action: 'list', status: 1 });
    expect(parseOrdersArgs(['list', '待收货'])).toEqual({ action: 'list', status: 2 });
    // The README's names, those of the buyer's order tabs.
    expect(parseOrdersArgs(['list', 'unpaid'])).toEqual({ action: 'list', status: 0 });
    expect(parseOrdersArgs(['list', 'to_ship'])).toEqual({ action: 'list', status: 1 });
    expect(parseOrdersArgs(['list', 'to_receive'])).toEqual({ action: 'list', status: 2 });
    expect(parseOrdersArgs(['list', 'completed'])).toEqual({ action: 'list', status: 3 });
    expect(parseOrdersArgs(['list', 'cancelled'])).toEqual({ action: 'list', status: 4 });
    expect(parseOrdersArgs(['confirm-transfer', 'DD2026'])).toEqual({
      action: 'confirm-transfer',
      orderNo: 'DD2026',
    });
    expect(parseOrdersArgs(['deliver', 'DD2026'])).toEqual({ action: 'deliver', orderNo: 'DD2026' });
    expect(
      parseOrdersArgs(['ship', 'DD2026', '--carrier', '顺丰速运', '--tracking', 'SF1234567890']),
    ).toEqual({
      action: 'ship',
      orderNo: 'DD2026',
      parcels: [{ carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
    });
    expect(
      parseOrdersArgs(['ship', 'DD2026', '--tracking', 'SF1', '--carrier', '中通', '快递']),
    ).toMatchObject({
      parcels: [{ carrier: '中通 快递', trackingNo: 'SF1' }],
    });
    // Several numbers: one parcel each, with the one carrier.
    expect(
      parseOrdersArgs([
        'ship',
        'DD2026',
        '--carrier',
        '顺丰速运',
        '--tracking',
        'SF111111',
        'SF222222,SF333333',
      ]),
    ).toMatchObject({
      parcels: [
        { carrier: '顺丰速运', trackingNo: 'SF111111' },
        { carrier: '顺丰速运', trackingNo: 'SF222222' },
        { carrier: '顺丰速运', trackingNo: 'SF333333' },
      ],
    });
    expect(parseOrdersArgs(['parcel', 'DD2026', '--carrier', '中通快递', '--tracking', 'ZT123456'])).toEqual({
      action: 'parcel',
      orderNo: 'DD2026',
      carrier: '中通快递',
      trackingNo: 'ZT123456',
    });
    expect(
      parseOrdersArgs(['trace', 'DD2026', '--text', '【杭州转运中心】已发出', '下一站', '上海']),
    ).toEqual({
      action: 'trace',
      orderNo: 'DD2026',
      text: '【杭州转运中心】已发出 下一站 上海',
    });
  });

  it('refuses anything else with the usage', () => {
    const bad: string[][] = [
      [],
      ['lst'],
      ['list', '9'],
      ['list', 'toShip'],
      ['list', 'constructor'],
      ['list', '1', '2'],
      ['ship'],
      ['ship', '--carrier', 'x'],
      ['ship', 'DD2026', '--carrier', '顺丰速运'],
      ['ship', 'DD2026', '--tracking', 'SF1'],
      ['ship', 'DD2026', '--carrier', '--tracking', 'SF1'],
      ['ship', 'DD2026', '--carrier', 'a', '--carrier', 'b', '--tracking', 'SF1'],
      ['parcel', 'DD2026', '--carrier', '中通快递'],
      ['parcel', 'DD2026', '--tracking', 'ZT123456', '--text', 'x'],
      ['ship', 'DD2026', '--speed', 'fast', '--carrier', 'a', '--tracking', 'SF1'],
      ['trace', 'DD2026'],
      ['trace', 'DD2026', 'text'],
      ['deliver', 'DD2026', 'extra'],
      ['confirm-transfer'],
    ];
    for (const args of bad) {
      expect(() => parseOrdersArgs(args), args.join(' ')).toThrow(FulfilmentError);
      expect(() => parseOrdersArgs(args)).toThrow('usage:');
    }
  });
});
