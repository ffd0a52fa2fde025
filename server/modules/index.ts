import activity from './activity';
import admin from './admin';
import ai from './ai';
import analysis from './analysis';
import audit from './audit';
import auth from './auth';
import budget from './budget';
import calendar from './calendar';
import captcha from './captcha';
import cards from './cards';
import certification from './certification';
import common from './common';
import compute from './compute';
import content from './content';
import contract from './contract';
import costs from './costs';
import credit from './credit';
import demand from './demand';
import dataset from './dataset';
import dev from './dev';
import health from './health';
import inference from './inference';
import inbox from './inbox';
import invoice from './invoice';
import mall from './mall';
import modelService from './model-service';
import market from './market';
import notice from './notice';
import notify from './notify';
import payment from './payment';
import profile from './profile';
import review from './review';
import secret from './secret';
import sms from './sms';
import supplier from './supplier';
import user from './user';
import wallet from './wallet';

/**
 * Every module of the gateway, once, in the order of their dependencies (a module's plugin names
 * what it needs; Fastify refuses to start when one comes before it).
 */
export const MODULES = [
  health,
  notify,
  secret,
  auth,
  sms,
  captcha,
  user,
  wallet,
  inference,
  payment,
  review,
  certification,
  activity,
  profile,
  common,
  dev,
  market,
  ai,
  dataset,
  compute,
  modelService,
  content,
  admin,
  audit,
  notice,
  calendar,
  cards,
  inbox,
  mall,
  supplier,
  demand,
  analysis,
  costs,
  credit,
  budget,
  invoice,
  contract,
];
