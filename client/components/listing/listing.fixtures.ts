import type { CategoryRef } from '#shared/explore/common.schema.ts';
import type { ProviderListing } from '#shared/explore/provider.schema.ts';
import type { ServiceCard } from '#shared/explore/service.schema.ts';

/** Test data shaped exactly like the explore API answers; override what a test cares about. */

let counter = 0;
const nextId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export const cleaningRef: CategoryRef = {
  id: '0b8a4c1e-4f5e-4d2a-9c3b-1a2b3c4d5e6f',
  name: 'cleaning',
  slug: 'rengjoring',
  title: { nb: 'Rengjøring', en: 'Cleaning' },
  taxRate: 25,
  enableParticipants: false,
};

export function aServiceCard(overrides: Partial<ServiceCard> = {}): ServiceCard {
  const id = nextId();
  return {
    id,
    slug: `vask-${id.slice(-4)}`,
    title: 'Fast vask av leilighet',
    priceType: 'fixed',
    basePriceOre: 120_000,
    baseDurationMinutes: 180,
    picture: { id: nextId(), square: '/media/vask-square.jpg', wide: '/media/vask-wide.jpg', title: 'Ren stue', sortIndex: 0 },
    category: cleaningRef,
    provider: { id: nextId(), slug: 'kari-vask', displayName: 'Kari Vask', photo: null, instantBooking: true, idVerified: true },
    rating: { average: 4.6, count: 12 },
    areas: ['oslo'],
    tags: ['vask'],
    ...overrides,
  };
}

export function aProviderListing(overrides: Partial<ProviderListing> = {}): ProviderListing {
  const id = nextId();
  return {
    id,
    slug: `kari-vask-${id.slice(-4)}`,
    profile: {
      displayName: 'Kari Vask',
      tagline: 'Grundig og blid vask i hele Oslo',
      photo: null,
      coverSquare: null,
      coverWide: null,
      category: cleaningRef,
      instantBooking: true,
      satisfactionGuarantee: true,
      isRecommended: false,
    },
    minPriceOre: 60_000,
    rating: { average: 4.8, count: 31 },
    cancelRate: 0.02,
    averageResponseTimeSec: 7200,
    acceptanceRate: 0.92,
    idVerified: true,
    locations: ['oslo'],
    ...overrides,
  };
}
