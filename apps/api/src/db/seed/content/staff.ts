/**
 * The seller console's demo accounts (README "Seller console", docs/console.md): one coordinator
 * of the first demo marche and one administrator. Demo passwords: change or delete these accounts
 * before selling for real.
 */
export type StaffSeed = {
  email: string;
  password: string;
  displayName: string;
  role: 'coordinator' | 'administrator';
  /** The marche (by its Japanese name) a coordinator runs. */
  marcheName?: string;
};

export const DEMO_COORDINATOR: StaffSeed = {
  email: 'coordinator@demo.hatake.local',
  password: 'tokachi-marche-2024',
  displayName: '十勝 大地（コーディネーター）',
  role: 'coordinator',
  marcheName: 'とかち大地のマルシェ',
};

export const DEMO_ADMINISTRATOR: StaffSeed = {
  email: 'admin@demo.hatake.local',
  password: 'hatake-admin-2024',
  displayName: '畑 管理者',
  role: 'administrator',
};

export const STAFF: StaffSeed[] = [DEMO_COORDINATOR, DEMO_ADMINISTRATOR];
