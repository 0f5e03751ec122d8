/** Words the large organization is made of: people's names, channel and topic names. */

const words = (s: string) => s.trim().split(/\s+/);

export const FIRST_NAMES = words(`
  Aaron Abigail Adam Adele Adrian Agnes Ahmed Aiko Alan Alba Alejandro Alexei Alice Alma Amara
  Amelia Amir Ana Anders Andrea Angela Anika Anton Aria Arjun Astrid Aurora Ayesha Barbara Basil
  Beatriz Ben Bianca Boris Brenda Bruno Camille Carla Carlos Carmen Cecilia Chen Chiara Chloe
  Clara Colin Cristina Dalia Damian Daniel Daria Darius David Diana Diego Dmitri Dora Duncan Edith
  Eduardo Elena Elias Elif Eliza Emil Emma Enzo Erik Esther Ethan Eva Fatima Felix Fiona Florian
  Freya Gabriel Gemma George Gianna Greta Hana Hannah Harold Hassan Heidi Helen Hiro Hugo Ida Igor
  Ilse Imani Ines Ingrid Irene Isaac Isabel Ivan Jacob Jade James Jana Jasper Javier Joanna Jonas
  Jorge Josef Julia Julian Kai Kamala Karim Karl Kate Keiko Kenji Kira Klaus Lara Laura Leila Lena
  Leo Liam Lina Linus Lucia Luis Luka Mads Maia Malik Marco Maria Marta Mateo Maya Mei Mia Mikael
  Mila Milan Mina Mira Nadia Naomi Nico Nina Noah Nora Olga Omar Oscar Paula Pedro Petra Priya
  Rafael Rania Ravi Rita Rosa Ruben Ruth Sami Sara Sergio Sofia Sonia Stefan Sven Tanya Tariq
  Teresa Theo Tomas Uma Vera Victor Viktor Wanda Wei Xavier Yara Yusuf Zara Zoe Zoltan
`);

export const LAST_NAMES = words(`
  Abbott Acosta Adler Aguilar Ahn Albers Alvarez Amato Andersen Arias Arnold Bach Baker Banerjee
  Barros Becker Bell Berg Bianchi Blanco Bose Brandt Brooks Bui Burke Campos Carter Castro Chang
  Chavez Cohen Conti Cruz Dahl Das Davies Delgado Diaz Dietrich Dubois Dunn Eklund Engel Esposito
  Farah Fernandes Ferrari Fischer Fleming Fox Franke Fuchs Garcia Gallo Gupta Haas Hahn Hall Hansen
  Hart Haddad Hoffmann Holm Horvat Huang Hughes Ibrahim Ito Jansen Jensen Jovanovic Kato Keller Khan
  Kim Klein Koch Kowalski Kraus Kumar Lang Larsen Laurent Lee Lehmann Lim Lindqvist Lopez Lund Maier
  Marino Martin Meyer Mendes Miller Molina Moreau Morris Mueller Murphy Nagy Nakamura Navarro Nguyen
  Nielsen Novak Oliveira Olsen Ortiz Park Patel Pereira Perez Petrov Pham Popescu Quinn Ramos Rao
  Reyes Ricci Richter Rivera Romano Rossi Russo Saito Santos Sato Schmidt Schulz Shah Silva Singh
  Smith Sousa Stewart Suzuki Svensson Tanaka Taylor Torres Tran Vargas Vogel Wagner Walsh Wang
  Weber Wilson Wolf Wong Wu Yamamoto Yang Young Zhang Zimmermann
`);

export const TIMEZONES = [
  'Europe/Rome',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Australia/Sydney',
  'Africa/Lagos',
  '',
];

export const DEPARTMENTS = words(`
  engineering design product sales marketing support operations finance legal people research
  security data infrastructure mobile platform partnerships education
`);

/** Words for team, project and interest names. */
export const THINGS = words(`
  aurora atlas beacon birch canyon cedar comet coral delta ember falcon fjord garnet glacier
  harbor heron horizon indigo iris jasper juniper kestrel lagoon lantern maple meadow mercury
  meteor nebula nimbus oak onyx orbit orchid otter pebble phoenix pine polaris prism quartz
  raven reef ridge river saffron sequoia sierra solstice sparrow spruce summit tango tidal
  topaz tundra umber vega velvet willow zephyr zenith
`);

export const INTERESTS = words(`
  books bouldering chess climbing coffee cooking cycling film gardening hiking jazz knitting
  languages music parenting photography podcasts running sailing skiing swimming tea travel
  volunteering yoga boardgames baking birding astronomy
`);

export const CITIES = words(`
  berlin boston lagos lisbon london madrid milan mumbai nairobi paris prague rome seoul
  singapore stockholm sydney tokyo toronto verona vienna warsaw zurich
`);

export const CHANNEL_KINDS = [
  'team',
  'proj',
  'help',
  'feed',
  'ops',
  'design',
  'eng',
  'sales',
  'social',
  'loc',
  'guild',
  'incident',
] as const;

export const TOPIC_SUBJECTS = words(`
  release deploy rollout migration outage incident review roadmap budget hiring onboarding
  offsite retro standup planning demo launch pricing contract invoice dashboard metrics
  alerting backups search login checkout payments invoices notifications sidebar compose
  permissions export import sync cache database api docs tests flaky build pipeline staging
  holiday lunch party feedback survey newsletter interview security audit compliance laptop
`);

export const TOPIC_QUALIFIERS = words(`
  plan notes questions status update blockers ideas followups timeline checklist draft
  results numbers schedule options risks decisions
`);
