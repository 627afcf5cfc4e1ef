// Each BSE StAR MF v2 operation the adapter speaks, against its recorded exchange
// (fixtures/bse-v2/*.json; where each shape comes from is in the README there): the request the
// builder makes must be the recorded body, byte for byte once parsed, and the recorded answer
// must read as the product expects.
import { afterEach, describe, expect, it } from 'vitest';
import {
  BseV2Client,
  orderCancel,
  orderGet,
  orderNew,
  paymentPage,
  schemeMasterList,
  sxpCancel,
  sxpRegister,
  twoFactorLink,
  type BseV2Request,
} from '../src/integrations/exchange/bse-v2';
import { fixture, startBseV2Replay, testClock, TEST_SETTINGS, type BseV2Replay } from './bse-v2-replay-test-kit';

let bse: BseV2Replay | undefined;
afterEach(async () => {
  await bse?.close();
  bse = undefined;
});

const holders = [{ rank: '1' as const, email: 'asha@example.com', mobile: '+919800000001' }];
const UCC = 'SAN0000001';

/** Sends the request to a stand-in that knows only this recording, and returns what was read. */
async function replay<T>(name: string, request: (baseUrl: string) => BseV2Request<T>): Promise<T> {
  bse = await startBseV2Replay();
  const recorded = fixture(name);
  bse.answer(recorded);
  const client = new BseV2Client({ settings: { ...TEST_SETTINGS, baseUrl: bse.baseUrl }, clock: testClock() });
  const read = await client.send(request(bse.baseUrl), { traceId: `trace-${name}` });
  expect(bse.mismatches).toEqual([]);
  const calls = bse.requestsTo(recorded.path);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ authorization: 'Bearer tok-1', traceId: `trace-${name}` });
  return read;
}

describe('order_new', () => {
  it('a purchase: type p, the reference from the command’s key, the amount in rupees exactly; the order number from items[0]', async () => {
    const placed = await replay('order-new-purchase', () =>
      orderNew(TEST_SETTINGS.memberCode, {
        type: 'purchase',
        idempotencyKey: 'order:4f0c2a51-purchase',
        ucc: UCC,
        scheme: '208-GR',
        amount: '5000.50',
        kycPassed: true,
        nominationOpted: false,
        holders,
      }),
    );
    expect(placed).toEqual({ orderId: '5001212827', memOrdRefId: '647081405207084707' });
  });

  it('a redemption by units from a folio: type r; the order number from orders[0]', async () => {
    const placed = await replay('order-new-redemption', () =>
      orderNew(TEST_SETTINGS.memberCode, {
        type: 'redemption',
        idempotencyKey: 'order:4f0c2a51-redeem',
        ucc: UCC,
        scheme: '208-GR',
        folio: '1234567/89',
        quantity: { units: '12.3450' },
        kycPassed: true,
        nominationOpted: false,
      }),
    );
    expect(placed.orderId).toBe('5001212828');
  });

  it('a switch of all units: type sw with dest_scheme; the order number from data.id', async () => {
    const placed = await replay('order-new-switch', () =>
      orderNew(TEST_SETTINGS.memberCode, {
        type: 'switch',
        idempotencyKey: 'order:4f0c2a51-switch',
        ucc: UCC,
        scheme: '208-GR',
        destScheme: '209-GR',
        folio: '1234567/89',
        quantity: 'all',
        kycPassed: true,
        nominationOpted: false,
      }),
    );
    expect(placed.orderId).toBe('5001212829');
  });

  it('an amount with more than 2 decimals is refused before anything is sent', () => {
    expect(() =>
      orderNew(TEST_SETTINGS.memberCode, {
        type: 'purchase',
        idempotencyKey: 'k',
        ucc: UCC,
        scheme: '208-GR',
        amount: '100.005',
        kycPassed: true,
        nominationOpted: false,
      }),
    ).toThrow(/more than 2 decimals/);
  });
});

describe('order_get and order_cancel', () => {
  it('order_get reads the number and BSE’s status text', async () => {
    const state = await replay('order-get', () => orderGet('5001212827'));
    expect(state.orderId).toBe('5001212827');
    expect(state.status).toBe('Order Sent to RTA');
    expect(state.raw.mem_ord_ref_id).toBe('647081405207084707');
  });

  it('order_cancel names the investor by UCC, PANs and holding nature', async () => {
    const ack = await replay('order-cancel', () =>
      orderCancel({ orderId: '5001212827', ucc: UCC, panHolders: ['ABCPK1234F'], holdingNature: 'SI', remark: 'Cancelled by the investor' }),
    );
    expect(ack).toEqual({ id: '5001212827' });
  });
});

describe('sxp_register and sxp_cancel', () => {
  const common = { ucc: UCC, srcScheme: '208-GR', kycPassed: true, nominationOpted: false } as const;

  it('a SIP paid by mandate: txn_date from the start date, the mandate id; the registration from data.id', async () => {
    const registered = await replay('sxp-register-sip', () =>
      sxpRegister(TEST_SETTINGS.memberCode, {
        ...common,
        type: 'sip',
        idempotencyKey: 'sxp:9b31d7e0-sip',
        quantity: { amount: '1000.00' },
        isFresh: true,
        startDate: '2027-01-05',
        freq: 'm',
        ninstallments: 60,
        exchMandateId: '1234567',
        holders,
      }),
    );
    expect(registered).toEqual({ registrationId: '98765432123456789', firstOrderId: undefined });
  });

  it('an STP with its first order today: the registration and the order from sxp_id and order_id', async () => {
    const registered = await replay('sxp-register-stp', () =>
      sxpRegister(TEST_SETTINGS.memberCode, {
        ...common,
        type: 'stp',
        idempotencyKey: 'sxp:9b31d7e0-stp',
        destScheme: '209-GR',
        srcFolio: '1234567/89',
        quantity: { amount: '2500.75' },
        isFresh: false,
        startDate: '2027-01-10',
        freq: 'm',
        firstOrderToday: true,
      }),
    );
    expect(registered).toEqual({ registrationId: '98765432123456790', firstOrderId: '5001212900' });
  });

  it('an SWP by units: isunits and units; the registration from sxp_reg_num', async () => {
    const registered = await replay('sxp-register-swp', () =>
      sxpRegister(TEST_SETTINGS.memberCode, {
        ...common,
        type: 'swp',
        idempotencyKey: 'sxp:9b31d7e0-swp',
        srcFolio: '1234567/89',
        quantity: { units: '10.5' },
        isFresh: false,
        startDate: '2027-02-01',
        endDate: '2028-01-01',
        freq: 'q',
      }),
    );
    expect(registered.registrationId).toBe('98765432123');
  });

  it('a top-up', async () => {
    const registered = await replay('sxp-register-topup', () =>
      sxpRegister(TEST_SETTINGS.memberCode, {
        ...common,
        type: 'topup',
        idempotencyKey: 'sxp:9b31d7e0-topup',
        srcFolio: '1234567/89',
        quantity: { amount: '500' },
        isFresh: false,
        startDate: '2027-06-05',
        freq: 'y',
      }),
    );
    expect(registered.registrationId).toBe('98765432123456791');
  });

  it('an STP without its destination scheme is refused before anything is sent', () => {
    expect(() =>
      sxpRegister(TEST_SETTINGS.memberCode, {
        ...common,
        type: 'stp',
        idempotencyKey: 'k',
        quantity: { amount: '1000' },
        isFresh: false,
        startDate: '2027-01-10',
        freq: 'm',
      }),
    ).toThrow(/destination scheme/);
  });

  it('sxp_cancel of a mandate-linked SIP goes to the bare path with sxp_type XSIP', async () => {
    const ack = await replay('sxp-cancel-xsip', () =>
      sxpCancel({ registrationId: '98765432123456789', sxpType: 'XSIP', reasonCode: 6 }),
    );
    expect(ack).toEqual({ id: '4' });
    expect(bse?.received.at(-1)?.path).toBe('sxp_cancel');
  });
});

describe('the investor’s pages and the scheme master', () => {
  it('v2/get_2fa_link: the approval link, made absolute when BSE gives a path', async () => {
    const link = await replay('get-2fa-link', (baseUrl) => twoFactorLink('5001212827', baseUrl));
    expect(link).toBe(`${new URL(bse!.baseUrl).origin}/api/s2/2fa_view_object/verify_order_new/6d1f0c8e-3b7a-4e21-9a55-2f1b8c0d9e11`);
  });

  it('get_exchpg_service: BSE’s payment page for the orders', async () => {
    const link = await replay('get-exchpg-service', (baseUrl) =>
      paymentPage(
        {
          ucc: UCC,
          orderIds: ['5001212827'],
          paymentModes: ['upi', 'netbanking', 'mandate'],
          redirectionUrl: 'https://sanchay.example/v1/orders/payment-return',
          euin: 'E123456',
          subBrokerArn: 'ARN-12345',
        },
        baseUrl,
      ),
    );
    expect(link).toBe('https://starmfv2demo.bseindia.com/api/s3/pg_view_object/2b8e7f5a-1c3d-4e6f-8a9b-0c1d2e3f4a5b');
  });

  it('master_scheme_list: the scheme’s code, ISIN and limits as decimal strings, in either spelling of the limits', async () => {
    const schemes = await replay('master-scheme-list', () => schemeMasterList({ start: 0, length: 10, isins: ['INF200K01RJ1'] }));
    expect(schemes).toEqual([
      {
        schemeCode: '208-GR',
        isin: 'INF200K01RJ1',
        amcName: 'SBI Mutual Fund',
        active: true,
        lumpsum: [
          { transactionType: 'Purchase', effectiveFrom: '2020-01-01', effectiveTo: '9999-12-31', minAmount: '5000', maxAmount: '99999999.99' },
          { transactionType: 'Redemption', effectiveFrom: undefined, effectiveTo: undefined, minAmount: '500', maxAmount: undefined },
        ],
      },
    ]);
  });
});
