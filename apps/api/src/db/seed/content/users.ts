import type { AvatarSeed } from './coordinators.ts';

/** Demo members who wrote the reviews and comments (no passwords: they cannot sign in). */
export type UserSeed = {
  key: string;
  username: string;
  accountId: string;
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  email: string;
  avatar: AvatarSeed;
};

export const USERS: UserSeed[] = [
  {
    key: 'hanako',
    username: 'はなこ',
    accountId: 'hanako_kitchen',
    lastname: '山田',
    firstname: '花子',
    lastnameKana: 'やまだ',
    firstnameKana: 'はなこ',
    email: 'hanako@demo.example.jp',
    avatar: { shirt: '#f06292', background: '#fce4ec', hat: 'none' },
  },
  {
    key: 'kentaro',
    username: 'けんたろう',
    accountId: 'kentaro_bbq',
    lastname: '鈴木',
    firstname: '健太郎',
    lastnameKana: 'すずき',
    firstnameKana: 'けんたろう',
    email: 'kentaro@demo.example.jp',
    avatar: { shirt: '#1e88e5', background: '#e3f2fd', hat: 'cap' },
  },
  {
    key: 'misaki',
    username: 'みさき',
    accountId: 'misaki_tea',
    lastname: '田中',
    firstname: '美咲',
    lastnameKana: 'たなか',
    firstnameKana: 'みさき',
    email: 'misaki@demo.example.jp',
    avatar: { shirt: '#26a69a', background: '#e0f2f1', hat: 'none' },
  },
  {
    key: 'takashi',
    username: 'たかし@週末料理',
    accountId: 'takashi_weekend',
    lastname: '伊藤',
    firstname: '隆',
    lastnameKana: 'いとう',
    firstnameKana: 'たかし',
    email: 'takashi@demo.example.jp',
    avatar: { shirt: '#5d4037', background: '#efebe9', hat: 'none' },
  },
  {
    key: 'aya',
    username: 'あや',
    accountId: 'aya_fruits',
    lastname: '渡辺',
    firstname: '彩',
    lastnameKana: 'わたなべ',
    firstnameKana: 'あや',
    email: 'aya@demo.example.jp',
    avatar: { shirt: '#ffb300', background: '#fff8e1', hat: 'none' },
  },
  {
    key: 'masaru',
    username: 'まさる',
    accountId: 'masaru_camp',
    lastname: '中島',
    firstname: '勝',
    lastnameKana: 'なかじま',
    firstnameKana: 'まさる',
    email: 'masaru@demo.example.jp',
    avatar: { shirt: '#43a047', background: '#e8f5e9', hat: 'cap' },
  },
  {
    key: 'chie',
    username: 'ちえママ',
    accountId: 'chie_mama',
    lastname: '小川',
    firstname: '千恵',
    lastnameKana: 'おがわ',
    firstnameKana: 'ちえ',
    email: 'chie@demo.example.jp',
    avatar: { shirt: '#8e24aa', background: '#f3e5f5', hat: 'none' },
  },
  {
    key: 'ryo',
    username: 'りょう',
    accountId: 'ryo_gohan',
    lastname: '加藤',
    firstname: '亮',
    lastnameKana: 'かとう',
    firstnameKana: 'りょう',
    email: 'ryo@demo.example.jp',
    avatar: { shirt: '#3949ab', background: '#e8eaf6', hat: 'none' },
  },
  {
    key: 'noriko',
    username: 'のりこ',
    accountId: 'noriko_okinawa',
    lastname: '松田',
    firstname: '典子',
    lastnameKana: 'まつだ',
    firstnameKana: 'のりこ',
    email: 'noriko@demo.example.jp',
    avatar: { shirt: '#00acc1', background: '#e0f7fa', hat: 'straw' },
  },
  {
    key: 'yuki',
    username: 'ゆうき',
    accountId: 'yuki_hatake',
    lastname: '佐々木',
    firstname: '悠希',
    lastnameKana: 'ささき',
    firstnameKana: 'ゆうき',
    email: 'yuki@demo.example.jp',
    avatar: { shirt: '#e53935', background: '#ffebee', hat: 'towel' },
  },
];
