// `npm start`: the demo store, built and served on one port. The demo pays online through the
// built-in sandbox cashier, so PAY_SANDBOX is on here unless the environment says otherwise
// (`PAY_SANDBOX=false npm start`); `node apps/server/dist/server.js` alone starts with it off.
process.env.PAY_SANDBOX ??= 'true';
await import('../apps/server/dist/server.js');
