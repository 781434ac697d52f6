// `npm start`: the demo store, built and served on one port. An empty database gets the demo data
// (members and an agent with published passwords), the demo pays online through the built-in
// sandbox cashier and sends SMS codes to the dev outbox (the log), so DEMO_DATA, PAY_SANDBOX and
// SMS_OUTBOX are on here unless the environment says otherwise (`PAY_SANDBOX=false npm start`);
// `node apps/server/dist/server.js` alone starts with all three off.
process.env.DEMO_DATA ??= 'true';
process.env.PAY_SANDBOX ??= 'true';
process.env.SMS_OUTBOX ??= 'true';
await import('../apps/server/dist/server.js');
