/**
 * The shop's import rules, checked by `npm run lint` (why these: docs/decisions/012-import-rules.md).
 * Violations that existed when a rule came are listed in .dependency-cruiser-known-violations.json
 * and tolerated until they are fixed; any other fails the lint.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const KNOWN_VIOLATIONS = join(__dirname, '.dependency-cruiser-known-violations.json');
const FOLDER_CYCLE = 'lambdas-folders-no-cycles';
const KNOWN_FOLDER_CYCLE = 'lambdas-folders-known-cycle';

/** What cdk/ may import from lambdas/: the definitions the infrastructure is made from. */
const DEFINITIONS = '^lambdas/(routes|queues|tables|grants|platform/edge)\\.ts$';
/** Each feature's public surface: its calls of the API, and the few modules that say they are public. */
const FEATURE_PUBLIC = [
  '^web/src/features/[^/]+/api/',
  '^web/src/features/account/(session|checkoutDetails)\\.ts$',
  '^web/src/features/cart/(cartStore|cartLines|lineNotes)\\.ts$',
  '^web/src/features/catalog/components/ProductGrid\\.tsx$',
  '^web/src/features/wishlist/WishlistHeart\\.tsx$',
  // The back office's blog preview shows a post as the shop does, through the shop's one allowlist.
  '^web/src/features/content/components/BlogBody\\.tsx$',
  // The menus' names, which the back office's Menu & home desk shows as the shop's header does.
  '^web/src/features/catalog/menu/menuItems\\.ts$',
];

/** The modules AWS runs: the API's handlers, the queues' consumers, the scheduled jobs and the streams' workers. */
const HANDLERS = '^lambdas/[^/]+/(handlers|consumers|jobs|streams)/';
/** The outside world's stand-ins the local stack runs: the payment provider, CIS, the eRačun intermediary. */
const SIMULATORS = '^local/simulators/';
/** The operator CLI (`npm run admin`), which acts on the deployed stages as on the local one. */
const ADMIN = '^local/admin/';

const under = (folder) => `^${folder}(/|$)`;

/**
 * No cycle between the folders of lambdas/. dependency-cruiser's --ignore-known softens module-level
 * violations only (folder-level ones are a TODO in its soften-known-violations.mjs, 17.4 and 18.7
 * alike), so the folder cycles the known violations list are taken out of the error rule here and
 * reported as info under a rule of their own, which `depcruise-baseline` writes back.
 */
function folderCycleRules() {
  const known = existsSync(KNOWN_VIOLATIONS) ? JSON.parse(readFileSync(KNOWN_VIOLATIONS, 'utf8')) : [];
  const tolerated = new Map();
  for (const v of known.filter((v) => [FOLDER_CYCLE, KNOWN_FOLDER_CYCLE].includes(v.rule.name))) {
    tolerated.set(v.from, [...(tolerated.get(v.from) ?? []), v.to]);
  }
  const rule = {
    name: FOLDER_CYCLE,
    comment: 'A folder of lambdas/ never depends, directly or through other folders, on a folder that depends on it.',
    severity: 'error',
    scope: 'folder',
  };
  const folders = [...tolerated.keys()];
  return [
    {
      ...rule,
      from: { path: '^(lambdas/[^/]+)', ...(folders.length ? { pathNot: folders.map(under) } : {}) },
      to: { path: '^lambdas/[^/]+', pathNot: '^$1(/|$)', circular: true },
    },
    ...folders.flatMap((from) => [
      {
        ...rule,
        from: { path: under(from) },
        to: { path: '^lambdas/[^/]+', pathNot: [from, ...tolerated.get(from)].map(under), circular: true },
      },
      {
        ...rule,
        name: KNOWN_FOLDER_CYCLE,
        severity: 'info',
        from: { path: under(from) },
        to: { path: tolerated.get(from).map(under), circular: true },
      },
    ]),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...folderCycleRules(),
    {
      name: 'no-file-cycles',
      comment: 'No module depends, directly or through others (a lazy import and a type count too), on a module that depends on it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-import-no-app',
      comment: 'The app mounts the features; a feature never reaches back into the app (what both need lives in web/src/platform).',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'shared/ is what browser and functions have in common; it knows nothing of either.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(web|lambdas|cdk|local)/' },
    },
    {
      name: 'lambdas-imports-no-web-cdk-local',
      comment: 'The functions run on their own in AWS: no browser code, no infrastructure, no local stack.',
      severity: 'error',
      from: { path: '^lambdas/' },
      to: { path: '^(web|cdk|local)/' },
    },
    {
      name: 'cdk-imports-only-definitions',
      comment: 'The CDK app reads routes, queues, tables and grants (and what they import), never a use case or handler.',
      severity: 'error',
      from: { path: '^cdk/' },
      to: { path: '^lambdas/', pathNot: DEFINITIONS },
    },
    {
      name: 'cdk-reaches-no-handler',
      comment: 'Not even through the definitions does the CDK app load a handler.',
      severity: 'error',
      from: { path: '^cdk/' },
      to: { path: HANDLERS, reachable: true },
    },
    {
      name: 'simulators-import-no-admin',
      comment:
        'The simulators stand for the outside world on the local stack; the operator CLI, which acts on deployed stages too, is no part of them.',
      severity: 'error',
      from: { path: SIMULATORS },
      to: { path: ADMIN },
    },
    {
      name: 'admin-imports-no-simulators',
      comment: 'The operator CLI acts on a stage as it runs, local or deployed: it never starts a simulator nor takes anything from one.',
      severity: 'error',
      from: { path: ADMIN },
      to: { path: SIMULATORS },
    },
    {
      name: 'simulators-reach-no-handler',
      comment:
        "A simulator answers the shop as its service does: it may share the shop's wire formats (lambdas/fiscal's messages), never run the shop's handlers, not even through other modules.",
      severity: 'error',
      from: { path: SIMULATORS },
      to: { path: HANDLERS, reachable: true },
    },
    {
      name: 'feature-imports-no-other-feature-internals',
      comment: 'A web feature uses another feature only through its public surface (FEATURE_PUBLIC).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', ...FEATURE_PUBLIC] },
    },
  ],
  options: {
    // The rules hold for the code that ships; tests may use the local stack and read both sides of a boundary.
    exclude: { path: ['(^|/)(node_modules|dist|cdk\\.out|\\.tmp)/', '\\.test\\.tsx?$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
    // Folder-level rules need the folder metrics.
    metrics: true,
  },
};
