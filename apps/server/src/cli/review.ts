/**
 * The operator's review command, until an operator console exists:
 *
 *   npm run review -- list
 *   npm run review -- approve licence <id>
 *   npm run review -- reject licence <id> --reason 证件照片不清晰
 *   npm run review -- approve company <id>
 *   npm run review -- reject company <id> --reason 企业名称与营业执照不符
 *   npm run review -- approve change <id>
 *   npm run review -- reject change <id> --reason 新地址与营业执照不符
 *
 * Goes through the running store's operator API, or opens the database itself when no store runs
 * (operator-cli.ts). The reviewer is recorded as operator:<OS user>; the member gets a message
 * either way.
 */
import { main } from './operator-cli.ts';

main('review');
