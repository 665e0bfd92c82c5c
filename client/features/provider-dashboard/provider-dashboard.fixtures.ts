import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { aCategory } from '../../test/fixtures.ts';

export const cleaningId = '00000000-0000-4000-8000-00000000c1ea';
export const musicId = '00000000-0000-4000-8000-0000000000a5';

/** A signed-in provider as `GET /api/provider/me` describes them; override what a test cares about. */
export function aProviderMe(overrides: Partial<ProviderMe> = {}): ProviderMe {
  return {
    id: '00000000-0000-4000-8000-0000000000b1',
    status: 'approved',
    registrationStage: 5,
    rejectionReason: null,
    submittedAt: new Date('2026-01-02T10:00:00Z'),
    approvedAt: new Date('2026-01-04T10:00:00Z'),
    orgType: 'individual',
    legalInfo: {
      orgType: 'individual',
      firstName: 'Kari',
      lastName: 'Nordmann',
      companyName: null,
      orgNumber: null,
      nationalId: '01017012345',
      email: 'kari@eksempel.no',
      bankAccountNumber: '12345678903',
      invoiceAddress: { street: 'Storgata 1', postalCode: '0155', postalPlace: 'OSLO' },
      hasIdPhoto: true,
      termsAccepted: true,
      serviceFeePercentage: 15,
    },
    profile: {
      slug: 'kari-vask',
      displayName: 'Kari Vask',
      tagline: 'Skinnende rent hver gang',
      description: 'Jeg vasker hjem i Oslo.',
      categoryId: cleaningId,
      instantBooking: false,
      photo: null,
      coverOriginal: null,
      coverSquare: '/media/uploads/cover/square.jpg',
      coverWide: '/media/uploads/cover/wide.jpg',
      satisfactionGuarantee: true,
      isRecommended: false,
      content: {
        experience: 'Ti år med husvask.',
        music: [],
        videos: [{ title: 'Slik jobber jeg', url: 'https://video.eksempel.no/1' }],
        socials: { instagram: 'https://instagram.com/karivask', facebook: null, tiktok: null, youtube: null, website: null },
        practicalInfo: null,
      },
      pictures: [],
    },
    serviceFeePercent: 15,
    created: new Date('2026-01-01T10:00:00Z'),
    ...overrides,
  };
}

const aNamedCategory = (id: string, nb: string, en: string, type: 'event' | 'dailylife') =>
  aCategory({ id, name: en.toLowerCase(), slug: en.toLowerCase(), title: { nb, en }, uiTitle: { nb, en }, sortIndex: 0, type });

export const categories = [aNamedCategory(cleaningId, 'Vask', 'Cleaning', 'dailylife'), aNamedCategory(musicId, 'Musikk', 'Music', 'event')];

/** The provider as JSON on the wire (dates as ISO strings), for faked API answers. */
export function providerJson(provider: ProviderMe): unknown {
  return JSON.parse(JSON.stringify(provider));
}
