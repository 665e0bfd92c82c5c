import pg from 'pg';
import { loadConfig, loadEnvFile } from '#server/config/config.ts';
import { dropDatabase, openMigratedDatabase } from '#server/db/database.ts';
import { seedDemoCategories } from '#server/modules/catalogue/catalogue.seed.ts';
import { inVoice, type ServiceTemplate, serviceTemplates } from '#server/modules/catalogue/service.seed.ts';
import { demoProviders } from '#server/modules/providers/provider.seed.ts';
import { refreshAllProviderFigures } from '#server/modules/ratings/provider-figures.service.ts';
import { demoCustomerFirstNames, demoRatingComments } from '#server/modules/ratings/rating.seed.ts';
import { osloDistricts } from '#shared/locations/areas.ts';

/**
 * `npm run bench:seed`: (re)creates the bench database `marketplace_bench` on the server of
 * DATABASE_URL (or BENCH_DATABASE_URL), migrates it, adds the demo categories and then, with
 * set-based SQL, 10 000 approved providers with owners, 50 000 services with add-ons and
 * subcategory items, about 150 000 bookings of the last year and about 50 000 ratings, so explore
 * and the providers' figures can be measured at a realistic size.
 * The search and card triggers would fire once per row; they are switched off during the bulk
 * insert and the search documents and cards are filled afterwards with the triggers' own functions.
 */
const providerCount = Number(process.env.BENCH_PROVIDERS ?? 10_000);
const serviceCount = Number(process.env.BENCH_SERVICES ?? 50_000);
const ratingsPerProvider = 5;
const bookingsPerProvider = 15;

loadEnvFile();
const config = loadConfig();
const benchUrl = (() => {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(config.databaseUrl);
  url.pathname = '/marketplace_bench';
  return url.toString();
})();

const started = performance.now();
async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const at = performance.now();
  const result = await run();
  console.info(`${name}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
  return result;
}

await step('recreate and migrate the database', async () => {
  await dropDatabase(benchUrl);
  const { orm } = await openMigratedDatabase(benchUrl);
  try {
    const em = orm.em.fork();
    seedDemoCategories(em);
    await em.flush();
  } finally {
    await orm.close();
  }
});

/** One service kind per demo template, with its items resolved to ids, in a firm's voice. */
function serviceKinds(items: Map<string, string>) {
  return Object.values<ServiceTemplate>(serviceTemplates).map((template) => ({
    category: template.category,
    titles: template.titles.map((title) => title.replace(' i {city}', '').replace('{city}', 'byen')),
    description: inVoice(template.description, false),
    tags: template.tags,
    included: template.included,
    checklist: template.checklist,
    priceType: template.priceType,
    priceLow: template.price[0],
    priceHigh: template.price[1],
    durationLow: template.durationMinutes[0],
    durationHigh: template.durationMinutes[1],
    participantsLow: template.participants?.[0] ?? null,
    participantsHigh: template.participants?.[1] ?? null,
    itemIds: template.items.map((name) => {
      const id = items.get(`${template.subcategory}/${name}`);
      if (!id) throw new Error(`Missing item ${template.subcategory}/${name}`);
      return id;
    }),
    addons: template.addons.map((addon) => ({
      title: addon.title,
      description: addon.description,
      unitType: addon.unitType,
      priceLow: addon.price[0],
      priceHigh: addon.price[1],
      unitTimeMinutes: addon.unitTimeMinutes,
      maxUnits: addon.maxUnits,
      unitsInBasePrice: addon.unitsInBasePrice ?? 0,
    })),
  }));
}

const words = {
  firstNames: ['Kari', 'Ola', 'Ingrid', 'Lars', 'Marte', 'Jonas', 'Sofie', 'Henrik', 'Emma', 'Magnus', 'Nora', 'Sindre', 'Ida', 'Eirik', 'Thea', 'Håkon', 'Maja', 'Kristian', 'Silje', 'Andreas', 'Hanne', 'Ahmed', 'Agnieszka', 'Linnea', 'Øystein', 'Åse', 'Per', 'Tone', 'Bjørn', 'Fatima', 'Mari', 'Sander'],
  lastNames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Johnsen', 'Pettersen', 'Eriksen', 'Berg', 'Haugen', 'Hagen', 'Johannessen', 'Andreassen', 'Jacobsen', 'Dahl', 'Jørgensen', 'Halvorsen', 'Lund', 'Sørensen', 'Ødegård', 'Nowak', 'Ali', 'Bakke', 'Moen', 'Solberg'],
  prefixes: ['Blank', 'Glans', 'Frisk', 'Klar', 'Lys', 'Nord', 'Øst', 'Vest', 'Sol', 'Fjord', 'Topp', 'Trygg', 'Fin', 'Grønn', 'Blå', 'Stjerne', 'Fjell', 'Elv', 'By', 'Hjem'],
  nouns: {
    cleaning: ['Renhold', 'Rengjøring', 'Vask', 'Flyttevask', 'Vindusvask', 'Renholdsservice'],
    events: ['Catering', 'Selskap', 'Foto', 'Fest', 'Event', 'Bryllup', 'Selskapsmat'],
    music: ['Band', 'Trio', 'Kvartett', 'Lyd', 'Musikk', 'Orkester', 'DJ-service'],
  },
  descriptions: {
    cleaning: ['Vi vasker hjem og kontorer med faste, forsikrede renholdere.', 'Miljømerkede vaskemidler og eget utstyr er alltid med.', 'Godkjent av Arbeidstilsynet, med fast ansatte renholdere.', 'Fleksible tider, også kveld og lørdag.'],
    events: ['Vi leverer til bryllup, konfirmasjoner og firmafester.', 'Fast pris på forhånd og ingen forskuddsbetaling.', 'Menyer tilpasses allergier og dietter.', 'Vi kjenner lokalene i byen og rigger alt før gjestene kommer.'],
    music: ['Levende musikk til bryllup, fest og minnestund.', 'Eget lydanlegg og lys er med.', 'Ønskelåter læres inn til dagen.', 'Hundrevis av arrangementer bak oss.'],
  },
};

const taglines = Object.fromEntries(
  (['cleaning', 'events', 'music'] as const).map((category) => [category, demoProviders.filter((seed) => seed.category === category).map((seed) => seed.tagline)]),
);

const client = new pg.Client({ connectionString: benchUrl });
await client.connect();
const run = (text: string, values: unknown[] = []) => client.query(text, values);

/**
 * The row triggers that keep search documents and service cards current, and the ones that move
 * providers' calendar versions (no server reads the bench data while it is made), by table.
 */
const bulkTriggers = [
  ['service', 'service_search_refresh'],
  ['service', 'service_provider_search_refresh'],
  ['service', 'service_card_refresh'],
  ['provider', 'provider_search_refresh'],
  ['provider', 'provider_service_card_refresh'],
  ['service_subcategory_item', 'service_item_search_refresh'],
  ['booking', 'booking_calendar_version'],
  ['booking', 'booking_calendar_version_update'],
  ['provider_schedule', 'provider_schedule_calendar_version'],
] as const;

try {
  // Deterministic random() for this session: the same bench data every run.
  await run('select setseed(0.2026)');
  const itemRows = await run(
    `select sc.name as subcategory, i.name as item, i.id from subcategory_item i join subcategory sc on sc.id = i.subcategory_id`,
  );
  const items = new Map<string, string>(itemRows.rows.map((row: { subcategory: string; item: string; id: string }) => [`${row.subcategory}/${row.item}`, row.id]));

  await step('switch the search and card triggers off', async () => {
    for (const [table, trigger] of bulkTriggers) await run(`alter table ${table} disable trigger ${trigger}`);
  });

  await step('words and service kinds', async () => {
    await run(`create temporary table bench_words as select $1::jsonb as w`, [JSON.stringify({ ...words, taglines })]);
    await run(
      `create temporary table bench_kind as
       select (row_number() over (partition by k->>'category' order by ordinality))::int as n, k->>'category' as category, k as kind
       from jsonb_array_elements($1::jsonb) with ordinality as e(k, ordinality)`,
      [JSON.stringify(serviceKinds(items))],
    );
    await run(`create temporary table bench_kind_count as select category, count(*)::int as count from bench_kind group by category`);
  });

  await step(`${providerCount} owners and providers`, async () => {
    // A text[] of a jsonb array, and one random element of it.
    await run(`create function pg_temp.texts(value jsonb) returns text[] language sql immutable as $$ select array(select jsonb_array_elements_text(value)) $$`);
    await run(`create function pg_temp.pick(value jsonb) returns text language sql volatile as $$ select value ->> floor(random() * jsonb_array_length(value))::int $$`);
    // Random values are drawn in an inner query so each row draws once (a volatile expression in a
    // join condition or an uncorrelated lateral could be evaluated once for all rows or per pair).
    await run(
      `create temporary table bench_provider as
       select g, owner_id, id, case when r1 < 0.4 then 'cleaning' when r1 < 0.75 then 'events' else 'music' end as category,
         r2, r3, r4, first_name, last_name, prefix
       from (
         select g, md5('bench-user-' || g)::uuid as owner_id, md5('bench-provider-' || g)::uuid as id,
           random() as r1, random() as r2, random() as r3, random() as r4,
           pg_temp.pick(w->'firstNames') as first_name, pg_temp.pick(w->'lastNames') as last_name, pg_temp.pick(w->'prefixes') as prefix
         from generate_series(1, $1::int) g, bench_words
       ) drawn`,
      [providerCount],
    );
    await run(
      `insert into app_user (id, first_name, last_name, phone, email, language, terms_accepted_at, created_at, updated_at)
       select owner_id, first_name, last_name, '+479' || lpad(g::text, 7, '0'), 'leverandor' || g || '@bench.tjenestetorget.no', 'nb_no',
         now() - (r3 * interval '900 days'), now() - (r3 * interval '900 days'), now()
       from bench_provider`,
    );
    // The forest (Marka) is a district on the map but nobody's whole working area.
    const districts = osloDistricts.map((district) => district.id).filter((id) => id !== 'oslo-marka');
    await run(
      `insert into provider (id, owner_id, status, approved_at, org_type, company_name, slug, display_name, tagline, description, category_id,
         instant_booking, satisfaction_guarantee, is_recommended, locations, working_days, id_verified, cancel_rate,
         average_response_time_sec, acceptance_rate, popularity, created_at, updated_at)
       select b.id, b.owner_id, 'approved', now() - (b.r3 * interval '890 days'), named.org_type,
         case when named.org_type = 'individual' then null else named.display_name || ' AS' end,
         trim(both '-' from regexp_replace(replace(replace(replace(lower(named.display_name), 'æ', 'ae'), 'ø', 'o'), 'å', 'a'), '[^a-z0-9]+', '-', 'g')) || '-' || b.g,
         named.display_name, pg_temp.pick(w->'taglines'->b.category),
         pg_temp.pick(w->'descriptions'->b.category) || ' ' || pg_temp.pick(w->'descriptions'->b.category),
         c.id, random() < 0.15, random() < 0.85, random() < 0.02,
         case
           when b.category = 'cleaning' then
             case when b.r2 < 0.5 then array['oslo'] when b.r2 < 0.7 then array['oslo', 'oslo-omegn']
               else array(select distinct unnest(array[($1::text[])[1 + floor(random() * $2)::int], ($1::text[])[1 + floor(random() * $2)::int]])) end
           when b.r2 < 0.5 then array['oslo'] when b.r2 < 0.65 then array[($1::text[])[1 + floor(random() * $2)::int]]
           when b.r2 < 0.83 then array['bergen'] else array['trondheim']
         end,
         case when b.category = 'cleaning' then '{1,2,3,4,5}'::smallint[] when random() < 0.5 then '{4,5,6,7}'::smallint[] else '{1,2,3,4,5,6,7}'::smallint[] end,
         random() < 0.9, round((random() * 0.08)::numeric, 4), (600 + random() * 71400)::int, round((0.2 + random() * 0.78)::numeric, 4),
         floor(power(random(), 2) * 1000)::int, now() - (b.r3 * interval '900 days'), now()
       from bench_provider b
       join category c on c.name = b.category
       cross join bench_words
       cross join lateral (
         select case when b.r4 < 0.45 then 'individual' when b.r4 < 0.9 then 'company' else 'agent' end as org_type,
           case when b.r4 < 0.45 then b.first_name || ' ' || b.last_name
             else b.prefix || ' ' || pg_temp.pick(w->'nouns'->b.category) end as display_name
       ) named`,
      [districts, districts.length],
    );
  });

  await step(`${serviceCount} services with subcategory items and add-ons`, async () => {
    await run(
      `create temporary table bench_service as
       select x.s, md5('bench-service-' || x.s)::uuid as id, p.id as provider_id, p.category_id, p.locations, b.category,
         1 + floor(x.rk * kc.count)::int as kind_n, x.r1, x.r2, x.r3
       from (
         select s, 1 + floor(random() * $2)::int as provider_g, random() as rk, random() as r1, random() as r2, random() as r3
         from generate_series(1, $1::int) s
       ) x
       join bench_provider b on b.g = x.provider_g
       join provider p on p.id = b.id
       join bench_kind_count kc on kc.category = b.category`,
      [serviceCount, providerCount],
    );
    // Drawn once per service, as the slug is made from the same title.
    await run(`alter table bench_service add column title text`);
    await run(
      `update bench_service bs set title = pg_temp.pick(k.kind->'titles') from bench_kind k where k.category = bs.category and k.n = bs.kind_n`,
    );
    await run(
      `insert into service (id, provider_id, category_id, slug, title, description, tags, price_type, base_price_ore, base_duration_minutes,
         max_base_participants, included, customer_checklist, areas, enabled, popularity, created_at, updated_at)
       select bs.id, bs.provider_id, bs.category_id,
         trim(both '-' from regexp_replace(replace(replace(replace(lower(bs.title), 'æ', 'ae'), 'ø', 'o'), 'å', 'a'), '[^a-z0-9]+', '-', 'g')) || '-' || bs.s,
         bs.title, k.kind->>'description', pg_temp.texts(k.kind->'tags'), k.kind->>'priceType',
         greatest(49000, ((round(((k.kind->>'priceLow')::int + bs.r1 * ((k.kind->>'priceHigh')::int - (k.kind->>'priceLow')::int)) / 100) * 100 - 10) * 100)::int),
         (30 * round(((k.kind->>'durationLow')::int + bs.r2 * ((k.kind->>'durationHigh')::int - (k.kind->>'durationLow')::int)) / 30.0))::int,
         case when k.kind->>'participantsLow' is null then null
           else (k.kind->>'participantsLow')::int + floor(bs.r3 * ((k.kind->>'participantsHigh')::int - (k.kind->>'participantsLow')::int + 1))::int end,
         pg_temp.texts(k.kind->'included'), pg_temp.texts(k.kind->'checklist'), bs.locations, random() < 0.97,
         floor(power(random(), 2) * 1000)::int, now() - (random() * interval '700 days'), now()
       from bench_service bs
       join bench_kind k on k.category = bs.category and k.n = bs.kind_n`,
    );
    await run(
      `insert into service_subcategory_item (service_id, subcategory_item_id)
       select distinct bs.id, item.id::uuid
       from bench_service bs
       join bench_kind k on k.category = bs.category and k.n = bs.kind_n
       cross join lateral jsonb_array_elements_text(k.kind->'itemIds') as item(id)`,
    );
    // About one add-on in three of the kind's list, at most four per service.
    await run(
      `insert into service_addon (id, service_id, title, description, unit_type, unit_price_ore, unit_time_minutes, max_units, units_in_base_price, sort_index)
       select gen_random_uuid(), chosen.id, chosen.a->>'title', chosen.a->>'description', chosen.a->>'unitType',
         (round(((chosen.a->>'priceLow')::int + random() * ((chosen.a->>'priceHigh')::int - (chosen.a->>'priceLow')::int)) / 10) * 10 * 100)::int,
         (chosen.a->>'unitTimeMinutes')::int, (chosen.a->>'maxUnits')::int, (chosen.a->>'unitsInBasePrice')::int, (chosen.position - 1)::int
       from (
         select bs.id, a, row_number() over (partition by bs.id order by ordinality) as position
         from bench_service bs
         join bench_kind k on k.category = bs.category and k.n = bs.kind_n
         cross join lateral jsonb_array_elements(k.kind->'addons') with ordinality as e(a, ordinality)
         where random() < 0.35
       ) chosen
       where chosen.position <= 4`,
    );
  });

  await step(`about ${bookingsPerProvider * providerCount} bookings over the last year`, async () => {
    // The events the providers' figures are counted from: 60 % requests (accepted, declined or left
    // to expire), the rest booked directly; confirmed ones end done, a few called off by the
    // provider, a few more with a customer who did not show. Customers are other providers' owners.
    await run(
      `insert into booking (id, order_number, customer_id, provider_id, service_id, service_title, status, starts_at, ends_at, busy_until,
         price_ore, vat_ore, list_price_ore, cancellation_policy, payment_method, delivery_street, delivery_postal_code, delivery_place,
         provider_answer_by, accepted_at, declined_at, decline_reason, expired_at, confirmed_at, done_at, cancelled_at, who_cancelled,
         cancellation_reason, refund, created_at, updated_at)
       select md5('bench-booking-' || x.g)::uuid, 'B' || lpad(x.g::text, 7, '0'), customer.owner_id, s.provider_id, s.id, s.title, o.status,
         x.created + interval '7 days', x.created + interval '7 days 2 hours', x.created + interval '7 days 2 hours',
         s.base_price_ore, s.base_price_ore / 5, s.base_price_ore, 'simple', 'card', 'Storgata 1', '0155', 'Oslo',
         case when x.request then x.created + interval '72 hours' end,
         case when x.request and o.confirmed then x.created + x.answer end,
         case when o.status = 'request_denied' then x.created + x.answer end,
         case when o.status = 'request_denied' then 'Dessverre opptatt den dagen.' end,
         case when o.status = 'expired' then x.created + interval '72 hours' end,
         case when o.confirmed then x.created + x.answer + interval '1 hour' end,
         case when o.status = 'done' then x.created + interval '7 days 3 hours' end,
         case when o.status = 'cancelled' then x.created + interval '7 days 3 hours' end,
         case when o.status = 'cancelled' then o.who end,
         case when o.status = 'cancelled' then o.reason end,
         case when o.status = 'cancelled' then o.who = 'provider' end,
         x.created, now()
       from (
         select g, 1 + floor(random() * $2)::int as service_s, 1 + floor(random() * $3)::int as customer_g, random() as roll, random() as end_roll,
           random() < 0.6 as request, now() - interval '8 days' - random() * interval '350 days' as created, random() * interval '10 hours' as answer
         from generate_series(1, $1::int) g
       ) x
       join bench_service bs on bs.s = x.service_s
       join service s on s.id = bs.id
       join bench_provider customer on customer.g = x.customer_g
       cross join lateral (
         select case when x.request and x.roll >= 0.9 then 'expired' when x.request and x.roll >= 0.75 then 'request_denied'
             when x.end_roll < 0.03 then 'cancelled' when x.end_roll < 0.1 then 'cancelled' else 'done' end as status,
           not (x.request and x.roll >= 0.75) as confirmed,
           case when x.end_roll < 0.03 then 'provider' else 'customer' end as who,
           case when x.end_roll < 0.03 then 'provider_no_show' else 'customer_no_show' end as reason
       ) o`,
      [bookingsPerProvider * providerCount, serviceCount, providerCount],
    );
  });

  await step('saved schedules and the coming weeks’ bookings', async () => {
    // Most providers have saved their own hours, as the working days on their cards promise:
    // every events and music provider, and most cleaners. A few keep a buffer or a daily limit,
    // some have a day off in the coming weeks, and a few have paused bookings. The provider row's
    // working days follow the schedule, as when a provider saves it (schedule.service.ts).
    await run(
      `insert into provider_schedule (provider_id, is_available, horizon_days, weekdays, overrides, buffer_time_minutes,
         max_daily_bookings, earliest_available_hours, closed_on_holidays, updated_at)
       select p.id, x.r_pause >= 0.03, 90,
         (select jsonb_agg(jsonb_build_object('day', (array['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'])[d],
             'workingHours', jsonb_build_array(jsonb_build_object('from', x.opens, 'to', x.closes))) order by d)
          from unnest(p.working_days) d),
         case when x.r_override < 0.15 then jsonb_build_array(jsonb_build_object(
           'date', to_char((now() at time zone 'Europe/Oslo')::date + 1 + floor(x.r_override * 200)::int, 'YYYY-MM-DD'),
           'isAvailable', false, 'workingHours', '[]'::jsonb)) else '[]'::jsonb end,
         case when x.r_buffer < 0.3 then 30 else 0 end,
         case when x.r_limit < 0.2 then 2 + floor(x.r_limit * 15)::int end,
         case when x.r_notice < 0.5 then 24 else 12 end,
         x.r_holidays < 0.8, now()
       from provider p
       join (
         -- Drawn in a subquery of its own: every provider gets its own draws.
         select p.id, random() as r_pause, random() as r_override, random() as r_buffer, random() as r_limit, random() as r_notice,
           random() as r_holidays, random() as r_saved,
           case when c.name = 'cleaning' then '08:00' else '10:00' end as opens, case when c.name = 'cleaning' then '16:00' else '23:00' end as closes,
           c.name as category
         from provider p join category c on c.id = p.category_id
       ) x on x.id = p.id
       where x.category <> 'cleaning' or x.r_saved < 0.6`,
    );
    await run(
      `update provider p set working_days = '{}' from provider_schedule ps where ps.provider_id = p.id and not ps.is_available`,
    );
    // Confirmed bookings in the next four weeks, at most one a day per provider (on one of its
    // working days, two hours from 10:00 or 13:00 Oslo time), so searches with a date meet busy time.
    await run(
      `insert into booking (id, order_number, customer_id, provider_id, service_id, service_title, status, starts_at, ends_at, busy_until,
         price_ore, vat_ore, list_price_ore, cancellation_policy, payment_method, delivery_street, delivery_postal_code, delivery_place,
         confirmed_at, created_at, updated_at)
       select md5('bench-coming-' || x.n)::uuid, 'C' || lpad(x.n::text, 7, '0'), customer.owner_id, s.provider_id, s.id, s.title, 'confirmed',
         x.starts_at, x.starts_at + interval '2 hours', x.starts_at + interval '2 hours', s.base_price_ore, s.base_price_ore / 5,
         s.base_price_ore, 'simple', 'card', 'Storgata 1', '0155', 'Oslo', now(), now(), now()
       from (
         select row_number() over () as n, p.id as provider_id, b.g,
           ((((now() at time zone 'Europe/Oslo')::date + day)::timestamp + case when random() < 0.5 then interval '10 hours' else interval '13 hours' end)
             at time zone 'Europe/Oslo') as starts_at
         from provider p
         join bench_provider b on b.id = p.id
         cross join generate_series(1, 28) day
         where random() < 0.25 and extract(isodow from (now() at time zone 'Europe/Oslo')::date + day)::int = any(p.working_days)
       ) x
       cross join lateral (select s.id, s.provider_id, s.title, s.base_price_ore from service s where s.provider_id = x.provider_id limit 1) s
       join bench_provider customer on customer.g = 1 + (x.g * 7919) % $1`,
      [providerCount],
    );
  });

  await step(`about ${ratingsPerProvider * providerCount} ratings`, async () => {
    await run(
      `insert into provider_rating (id, provider_id, service_id, service_title, num_stars, comment, customer_firstname, anonymous, external_id, created_at)
       select md5('bench-rating-' || x.g)::uuid, s.provider_id, s.id, s.title, stars.n,
         pg_temp.pick(w->'comments'->bs.category->(stars.n::text)),
         case when x.anonymous then null else pg_temp.pick(w->'firstNames') end, x.anonymous,
         case when x.imported then 'import:' || substr(md5('bench-external-' || x.g), 1, 10) end,
         now() - (x.age * interval '540 days')
       from (
         select g, 1 + floor(random() * $2)::int as service_s, random() as roll, random() < 0.15 as anonymous, random() < 0.2 as imported, random() as age
         from generate_series(1, $1::int) g
       ) x
       join bench_service bs on bs.s = x.service_s
       join service s on s.id = bs.id
       cross join (select $3::jsonb as w) words
       cross join lateral (select case when x.roll < 0.6 then 5 when x.roll < 0.86 then 4 when x.roll < 0.95 then 3 when x.roll < 0.985 then 2 else 1 end as n) stars`,
      [ratingsPerProvider * providerCount, serviceCount, JSON.stringify({ comments: demoRatingComments, firstNames: demoCustomerFirstNames })],
    );
  });

  await step('figures and ranking of providers and services', async () => {
    const { orm } = await openMigratedDatabase(benchUrl, { poolMax: 1 });
    try {
      await refreshAllProviderFigures(orm.em.fork(), new Date());
    } finally {
      await orm.close();
    }
  });

  await step('search documents and cards, then the triggers back on', async () => {
    // The database's own refresh functions (see the migrations), once per row after the bulk
    // insert: the triggers would have run them several times per row while rows were added.
    await run('select refresh_service_search(id) from service');
    await run('select refresh_provider_search(id) from provider');
    await run('select refresh_service_cards(array(select id from service))');
  });
} finally {
  for (const [table, trigger] of bulkTriggers) await run(`alter table ${table} enable trigger ${trigger}`);
}

try {
  // As a running database keeps its tables (autovacuum may be off where this runs): the figures
  // step rewrote every service and provider, and dead rows would cost every scan.
  await step('vacuum and analyze', () => run('vacuum analyze'));
  const counts = await run(
    `select (select count(*) from provider)::int as providers, (select count(*) from service)::int as services,
       (select count(*) from service where enabled)::int as enabled, (select count(*) from service_addon)::int as addons,
       (select count(*) from provider_rating)::int as ratings, (select count(*) from booking)::int as bookings, (select count(*) from service_search)::int as searchable`,
  );
  console.info(`\n${benchUrl.replace(/\/\/[^@]*@/, '//')}: ${JSON.stringify(counts.rows[0])}`);
  console.info(`Bench data ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const categories = await run(`select count(*)::int as count from category`);
  if (categories.rows[0].count !== 3) console.warn('Expected the three demo categories.');
} finally {
  await client.end();
}

