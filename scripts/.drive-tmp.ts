import { api } from './bench-mixed';
import { photoKey, photoLatency } from './bench-photo';
import { encryptWithSecret } from '../src/shared/crypto/aes';
const base = process.argv[2]!;
const secret = await api<{ key: string; secret: string }>(base, 'GET', '/v1/secret/generateSecret');
const login = await api<{ token: string }>(base, 'POST', '/v1/user/login', { userName: 'demo_renter', password: encryptWithSecret('Demo@2025', secret.secret), secretKey: secret.key });
const key = await photoKey(base, login.token);
console.log(await photoLatency(base, key, 20));
