import type { EntityManager } from '@mikro-orm/postgresql';
import type { CategoryQuestionType } from '#shared/catalogue/category-question.schema.ts';
import { CategoryQuestionEntity } from './category-question.entity.ts';
import type { CategoryEntity } from './category.entity.ts';
import type { SubcategoryEntity } from './subcategory.entity.ts';

type Choice = { value: string; titleNo: string; titleEn: string };

interface QuestionSeed {
  /** Local name, so a later question can depend on this one. */
  key: string;
  type: CategoryQuestionType;
  title: [nb: string, en: string];
  description?: [nb: string, en: string];
  /** Subcategory name the question belongs to; most belong to the whole category. */
  subcategory?: string;
  choices?: Choice[];
  min?: number;
  max?: number;
  unit?: string;
  dependsOn?: { key: string; answer: string };
}

const choice = (value: string, titleNo: string, titleEn: string): Choice => ({ value, titleNo, titleEn });

/**
 * What a custom request asks in each demo category (spec §2 custom-request wizard, §3 Category
 * question). Every question type appears at least once per category, and each category has a
 * follow-up shown only for one answer.
 */
export const demoCategoryQuestions: Record<string, QuestionSeed[]> = {
  cleaning: [
    { key: 'home', type: 'SUBTITLE', title: ['Om boligen', 'About your home'] },
    {
      key: 'kind',
      type: 'SINGLE_OPTION',
      title: ['Hva slags rengjøring trenger du?', 'What kind of cleaning do you need?'],
      choices: [
        choice('recurring', 'Fast rengjøring', 'Recurring cleaning'),
        choice('one-time', 'Engangsrengjøring', 'One-time cleaning'),
        choice('move-out', 'Flyttevask', 'Move-out cleaning'),
        choice('windows', 'Vindusvask', 'Window cleaning'),
      ],
    },
    {
      key: 'inspection',
      type: 'BOOLEAN',
      title: ['Trenger du godkjenningsgaranti ved overtakelse?', 'Do you need an approval guarantee at handover?'],
      description: ['Renholder kommer tilbake og vasker på nytt hvis utleier eller kjøper ikke godkjenner.', 'The cleaner comes back and cleans again if the landlord or buyer does not approve.'],
      subcategory: 'move-out',
      dependsOn: { key: 'kind', answer: 'move-out' },
    },
    { key: 'size', type: 'NUMBER', title: ['Hvor stor er boligen?', 'How big is your home?'], min: 10, max: 500, unit: 'm²' },
    {
      key: 'rooms',
      type: 'MULTIPLE_SELECT',
      title: ['Hva skal vaskes?', 'What should be cleaned?'],
      choices: [
        choice('kitchen', 'Kjøkken', 'Kitchen'),
        choice('bathroom', 'Bad', 'Bathroom'),
        choice('bedrooms', 'Soverom', 'Bedrooms'),
        choice('living-room', 'Stue', 'Living room'),
        choice('windows', 'Vinduer', 'Windows'),
        choice('balcony', 'Balkong', 'Balcony'),
      ],
    },
    { key: 'pets', type: 'BOOLEAN', title: ['Har du husdyr?', 'Do you have pets?'] },
    {
      key: 'pet-kind',
      type: 'TEXT',
      title: ['Hvilke dyr har du?', 'What pets do you have?'],
      description: ['Noen renholdere er allergiske; da kan de takke nei i tide.', 'Some cleaners are allergic; this lets them decline in time.'],
      dependsOn: { key: 'pets', answer: 'true' },
    },
    { key: 'when', type: 'SUBTITLE', title: ['Sted og tid', 'Place and time'] },
    { key: 'address', type: 'ADDRESS', title: ['Hvor skal det vaskes?', 'Where is the cleaning?'] },
    { key: 'duration', type: 'DURATION', title: ['Hvor lang tid tror du det tar?', 'How long do you think it takes?'], min: 60, max: 600, unit: 'min' },
    {
      key: 'wishes',
      type: 'TAGS',
      title: ['Spesielle ønsker', 'Special wishes'],
      choices: [
        choice('eco', 'Miljømerkede vaskemidler', 'Eco-labelled products'),
        choice('own-equipment', 'Renholder tar med utstyr', 'Cleaner brings equipment'),
        choice('key-box', 'Nøkkelboks', 'Key box'),
        choice('english', 'Engelsktalende', 'English-speaking'),
      ],
    },
    { key: 'budget', type: 'RANGE', title: ['Hva er budsjettet ditt?', 'What is your budget?'], min: 500, max: 15_000, unit: 'kr' },
  ],
  events: [
    { key: 'event', type: 'SUBTITLE', title: ['Om arrangementet', 'About the event'] },
    {
      key: 'occasion',
      type: 'SINGLE_OPTION',
      title: ['Hva skal feires?', 'What is the occasion?'],
      choices: [
        choice('wedding', 'Bryllup', 'Wedding'),
        choice('confirmation', 'Konfirmasjon', 'Confirmation'),
        choice('birthday', 'Bursdag', 'Birthday'),
        choice('company-party', 'Firmafest', 'Company party'),
        choice('other', 'Annet', 'Other'),
      ],
    },
    {
      key: 'ceremony',
      type: 'BOOLEAN',
      title: ['Skal dere ha vielse samme dag?', 'Is the ceremony on the same day?'],
      subcategory: 'wedding',
      dependsOn: { key: 'occasion', answer: 'wedding' },
    },
    { key: 'guests', type: 'NUMBER', title: ['Hvor mange gjester?', 'How many guests?'], min: 1, max: 500, unit: 'gjester' },
    {
      key: 'needs',
      type: 'MULTIPLE_SELECT',
      title: ['Hva trenger du hjelp med?', 'What do you need help with?'],
      choices: [
        choice('food', 'Mat og servering', 'Food and serving'),
        choice('decoration', 'Pynt og dekor', 'Decoration'),
        choice('photo', 'Fotograf', 'Photographer'),
        choice('host', 'Toastmaster eller vert', 'Toastmaster or host'),
        choice('venue', 'Lokale', 'Venue'),
      ],
    },
    { key: 'indoors', type: 'BOOLEAN', title: ['Er arrangementet innendørs?', 'Is the event indoors?'] },
    { key: 'diet', type: 'TEXT', title: ['Allergier eller matønsker', 'Allergies or dietary wishes'] },
    { key: 'where', type: 'SUBTITLE', title: ['Sted og tid', 'Place and time'] },
    { key: 'address', type: 'ADDRESS', title: ['Hvor er arrangementet?', 'Where is the event?'] },
    { key: 'duration', type: 'DURATION', title: ['Hvor lenge varer det?', 'How long does it last?'], min: 60, max: 720, unit: 'min' },
    {
      key: 'style',
      type: 'TAGS',
      title: ['Stil og stemning', 'Style and mood'],
      choices: [
        choice('classic', 'Klassisk', 'Classic'),
        choice('rustic', 'Rustikk', 'Rustic'),
        choice('colourful', 'Fargerik', 'Colourful'),
        choice('minimal', 'Enkel og stilren', 'Simple and clean'),
      ],
    },
    { key: 'budget', type: 'RANGE', title: ['Budsjett', 'Budget'], min: 1_000, max: 150_000, unit: 'kr' },
  ],
  music: [
    { key: 'music', type: 'SUBTITLE', title: ['Om musikken', 'About the music'] },
    {
      key: 'act',
      type: 'SINGLE_OPTION',
      title: ['Hva ser du etter?', 'What are you looking for?'],
      choices: [
        choice('dj', 'DJ', 'DJ'),
        choice('band', 'Band', 'Band'),
        choice('singer', 'Sanger', 'Singer'),
        choice('musician', 'Musiker', 'Musician'),
      ],
    },
    {
      key: 'light',
      type: 'BOOLEAN',
      title: ['Trenger du lys og røykmaskin?', 'Do you need lights and a smoke machine?'],
      subcategory: 'dj',
      dependsOn: { key: 'act', answer: 'dj' },
    },
    {
      key: 'genres',
      type: 'MULTIPLE_SELECT',
      title: ['Hvilke sjangre liker dere?', 'Which genres do you like?'],
      choices: [
        choice('pop', 'Pop', 'Pop'),
        choice('rock', 'Rock', 'Rock'),
        choice('jazz', 'Jazz', 'Jazz'),
        choice('classical', 'Klassisk', 'Classical'),
        choice('norwegian', 'Norske slagere', 'Norwegian hits'),
        choice('dance', 'Dans og disco', 'Dance and disco'),
      ],
    },
    { key: 'guests', type: 'NUMBER', title: ['Hvor mange gjester?', 'How many guests?'], min: 1, max: 1_000, unit: 'gjester' },
    { key: 'sound', type: 'BOOLEAN', title: ['Har lokalet lydanlegg?', 'Does the venue have a sound system?'] },
    { key: 'songs', type: 'TEXT', title: ['Ønskelåter eller spesielle sanger', 'Requests or special songs'] },
    { key: 'where', type: 'SUBTITLE', title: ['Sted og tid', 'Place and time'] },
    { key: 'address', type: 'ADDRESS', title: ['Hvor skal det spilles?', 'Where is the gig?'] },
    { key: 'duration', type: 'DURATION', title: ['Hvor lenge skal det spilles?', 'How long should they play?'], min: 30, max: 480, unit: 'min' },
    {
      key: 'moments',
      type: 'TAGS',
      title: ['Når skal det være musikk?', 'When should there be music?'],
      choices: [
        choice('ceremony', 'Vielse', 'Ceremony'),
        choice('dinner', 'Middag', 'Dinner'),
        choice('first-dance', 'Brudevals', 'First dance'),
        choice('party', 'Fest', 'Party'),
      ],
    },
    { key: 'budget', type: 'RANGE', title: ['Budsjett', 'Budget'], min: 1_000, max: 60_000, unit: 'kr' },
  ],
};

/** Writes the demo questions for the categories given (by name); the caller flushes. */
export function seedDemoCategoryQuestions(em: EntityManager, categories: readonly CategoryEntity[]): void {
  for (const category of categories) {
    const seeds = demoCategoryQuestions[category.name];
    if (!seeds) continue;
    const subcategories = new Map<string, SubcategoryEntity>(category.subcategories.getItems().map((subcategory) => [subcategory.name, subcategory]));
    const created = new Map<string, CategoryQuestionEntity>();
    seeds.forEach((seed, index) => {
      const hasBounds = seed.min !== undefined || seed.max !== undefined || seed.unit !== undefined;
      const question = em.create(CategoryQuestionEntity, {
        category,
        subcategory: seed.subcategory ? (subcategories.get(seed.subcategory) ?? null) : null,
        type: seed.type,
        titleNo: seed.title[0],
        titleEn: seed.title[1],
        descriptionNo: seed.description?.[0] ?? null,
        descriptionEn: seed.description?.[1] ?? null,
        options: seed.choices || hasBounds ? { choices: seed.choices, min: seed.min, max: seed.max, unit: seed.unit } : null,
        dependsOnQuestion: seed.dependsOn ? created.get(seed.dependsOn.key) : null,
        dependsOnAnswer: seed.dependsOn?.answer ?? null,
        sortIndex: index,
      });
      created.set(seed.key, question);
    });
  }
}
