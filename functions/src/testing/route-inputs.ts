import { PROMPT_NAMES } from '@quarry/contracts/admin';
import { DEFAULT_SYSTEM_SETTINGS } from '../domain/research/model/system-settings';
import type { RouteInput } from './malformed-variants';
import { TEST_GEMINI_KEY } from './sign-in-flow';

/**
 * What each API route accepts, for the malformed-input test: a body it takes (each variant breaks
 * one part of it) and how its fields read. Every route with a body must be listed here, `{}` when
 * it reads none; a route with `:id` gets the id variants on its own.
 */
export function routeInputs(
  origin: string,
  seeded: { session: string; report: string },
): Record<string, RouteInput> {
  const code = (callback: string) => ({
    code: '4/code-from-google',
    state: 'state-from-quarry',
    redirectUri: `${origin}${callback}`,
  });
  const message = {
    id: 'm1',
    role: 'user',
    content: 'What did the recall cost?',
    timestamp: '2026-11-22T10:00:00.000Z',
  };
  const chat = {
    title: 'Recall costs',
    chatData: [message],
    searchTerms: ['recall'],
    selectedFiles: ['1recallMemo'],
  };
  // Message ids and times are the SPA's own and stored as given, like the words; only their size is checked.
  const chatInput: RouteInput = {
    body: chat,
    text: [
      'title',
      'chatData.0.content',
      'chatData.0.id',
      'chatData.0.timestamp',
      'searchTerms.0',
      'selectedFiles.0',
    ],
    large: ['chatData.0.content'],
    optional: ['searchTerms', 'selectedFiles'],
    jsonText: ['searchTerms', 'selectedFiles'],
  };
  const directory = { id: 'folder-1', name: 'Contracts', path: 'Legal / Contracts' };
  // The lists spec part 2 sends as JSON text (docs/decisions/sharing-and-teams.md).
  const REPORT_LISTS = ['keywords', 'negativeKeywords', 'deselectedDocuments', 'selectedDirectories'];
  const directoryText = ['name', 'path'];
  return {
    'POST /api/contact': {
      body: {
        name: 'Ada Reader',
        email: 'ada@example.test',
        subject: 'Pricing',
        message: 'Hello',
        recaptchaToken: 'token-1',
      },
      text: ['name', 'subject', 'message'],
    },
    'POST /api/auth/authorization-url': { body: { purpose: 'signin' } },
    'POST /api/auth/unified-oauth': { body: code('/oauth-callback') },
    'POST /api/auth/exchange-code': { body: code('/oauth') },
    'POST /api/auth/unified-drive-oauth': { body: code('/drive-callback') },
    'POST /api/auth/drive-file-oauth': { body: code('/drive-file-callback') },
    'POST /api/auth/logout': {},
    'POST /api/auth/picker-token': {},
    'POST /api/user/gemini-key': { body: { geminiApiKey: TEST_GEMINI_KEY }, strict: true },
    'POST /api/user/load-session-keys': {},
    'POST /api/streamlit/initialize': {},
    'PUT /api/user/preferences': {
      body: {
        deepResearch: false,
        notifyOnCompletion: true,
        chatRetentionDays: 90,
        reportRetentionDays: 180,
        timezone: 'Europe/Paris',
        systemQuery: 'Answer in French.',
        maxKeywords: 12,
        enableIntroduction: false,
        enableConclusion: false,
        selectedDriveDirectories: [directory],
        monthlySpendAlertUsd: 25,
        reportCostCapUsd: 2,
      },
      valid: { monthlySpendAlertUsd: ['null', 'float'], reportCostCapUsd: ['null', 'float'] },
      jsonText: ['selectedDriveDirectories'],
      text: ['systemQuery', ...directoryText.map((f) => `selectedDriveDirectories.0.${f}`)],
      names: ['selectedDriveDirectories.0.id'],
      optional: [
        'deepResearch',
        'notifyOnCompletion',
        'chatRetentionDays',
        'reportRetentionDays',
        'timezone',
        'systemQuery',
        'maxKeywords',
        'enableIntroduction',
        'enableConclusion',
        'selectedDriveDirectories',
        'selectedDriveDirectories.0.path',
        'monthlySpendAlertUsd',
        'reportCostCapUsd',
      ],
      strict: true,
    },
    'POST /api/subscription/portal': {},
    'POST /api/subscription/create': {},
    'POST /api/teams': { body: { name: 'Sales' }, text: ['name'] },
    'POST /api/teams/quick-create': { body: { name: 'Sales' }, text: ['name'] },
    'POST /api/teams/accept-invitations': {},
    // Downloading one's data takes no body (docs/architecture/accounts-and-data.md); its download's id is checked alone.
    'POST /api/account/data-export': {},
    'POST /api/reports/:id/share': {
      body: {
        teamId: 'team-1',
        shareType: 'scheduled',
        scheduleFrequency: 'monthly',
        scheduleTime: '09:00',
        scheduleTimezone: 'Europe/London',
        scheduleDayOfMonth: 1,
        showDocumentsInSharedReports: true,
      },
      id: seeded.report,
      optional: ['showDocumentsInSharedReports'],
    },
    'POST /api/reports/share-from-chat': {
      body: {
        reportName: 'Recall costs',
        query: 'What did the recall cost?',
        keywords: ['recall'],
        negativeKeywords: ['draft'],
        deselectedDocuments: [],
        selectedDirectories: [],
        deepResearch: true,
        showDocumentsInSharedReports: true,
        chatSessionId: seeded.session,
        existingTeamIds: [],
        newTeam: { name: 'Sales', memberEmails: ['ana.invitee@gmail.com'] },
        shareType: 'scheduled',
        scheduleFrequency: 'weekly',
        scheduleTime: '09:00',
        scheduleTimezone: 'America/Los_Angeles',
        scheduleDayOfWeek: 'monday',
        includeCurrentExecution: true,
      },
      text: ['reportName', 'query', 'keywords.0', 'negativeKeywords.0', 'newTeam.name'],
      optional: [
        'negativeKeywords',
        'deselectedDocuments',
        'selectedDirectories',
        'deepResearch',
        'showDocumentsInSharedReports',
        'chatSessionId',
        'existingTeamIds',
        'includeCurrentExecution',
      ],
      jsonText: REPORT_LISTS,
      strict: true,
    },
    'POST /api/shared-reports/:id/execute': {},
    'PUT /api/admin/system-settings': {
      body: { settings: DEFAULT_SYSTEM_SETTINGS, message: 'Shorter answers' },
      text: ['message', ...PROMPT_NAMES.map((name) => `settings.${name}`)],
      strict: true,
    },
    'POST /api/admin/system-settings/versions/:number/restore': {},
    'POST /api/admin/system-settings/test': {
      body: {
        kind: 'extraction',
        settings: DEFAULT_SYSTEM_SETTINGS,
        question: 'What did the recall cost?',
        deepResearch: true,
        documentId: '1recallMemo',
      },
      text: ['question', ...PROMPT_NAMES.map((name) => `settings.${name}`)],
      optional: ['deepResearch', 'documentId'],
      strict: true,
    },
    'POST /api/admin/complimentary-access': { body: { email: 'ana.ruiz@northwind.test' } },
    'POST /api/admin/authorized-users': { body: { email: 'ana.ruiz@northwind.test' } },
    'POST /api/admin/reset-user': { body: { email: 'ana.ruiz@northwind.test' } },
    // They read no body: the signed token in the address is their input (delivery.routes.test.ts).
    'POST /api/unsubscribe': {},
    'POST /api/unsubscribe/undo': {},
    'POST /api/teams/:id/members': { body: { email: 'ana.invitee@gmail.com' } },
    'POST /api/teams/:id/administrators': { body: { memberId: 'member-1' } },
    'POST /api/subscription/confirm': { body: { setupIntentId: 'seti_1QuarryTest' } },
    // Its bad input (unsigned, tampered, stale) is stripe-webhook.routes.test.ts's subject.
    'POST /api/stripe/webhook': {},
    'POST /api/query/generate-keywords': { body: { query: 'What did the recall cost?' }, text: ['query'] },
    'POST /api/query/search-documents': {
      body: { keywords: ['recall'], negativeKeywords: ['draft'] },
      text: ['keywords.0', 'negativeKeywords.0'],
      optional: ['negativeKeywords'],
    },
    'POST /api/query/extract-and-query': {
      body: {
        userQuery: 'What did the recall cost?',
        selectedDocuments: [{ id: '1recallMemo', name: 'Recall memo.pdf', mimeType: 'application/pdf' }],
        keywords: ['recall'],
        negativeKeywords: ['draft'],
        deepResearch: false,
        enableIntroduction: false,
        enableConclusion: false,
        notifyOnCompletion: false,
        chatSessionId: seeded.session,
        columns: [{ id: 'c1', question: 'What is the contract value?', type: 'number' }],
      },
      text: [
        'userQuery',
        'selectedDocuments.0.name',
        'keywords.0',
        'negativeKeywords.0',
        'columns.0.question',
      ],
      optional: [
        'columns',
        'columns.0.type',
        'keywords',
        'negativeKeywords',
        'deepResearch',
        'enableIntroduction',
        'enableConclusion',
        'notifyOnCompletion',
        'chatSessionId',
      ],
    },
    'POST /api/chat/sessions': { ...chatInput },
    'PUT /api/chat/sessions/:id': { ...chatInput, id: seeded.session },
    'POST /api/chat/generate-title': {
      body: { firstMessage: 'What did the recall cost?' },
      text: ['firstMessage'],
    },
    'POST /api/chat/capture-session-directories': { body: { sessionId: seeded.session } },
    'POST /api/saved-reports': {
      body: {
        reportName: 'Recall costs',
        query: 'What did the recall cost?',
        keywords: ['recall'],
        negativeKeywords: ['draft'],
        deselectedDocuments: [{ id: '1oldMemo', name: 'Old memo.pdf' }],
        selectedDirectories: [directory],
        deepResearch: true,
        enableIntroduction: true,
        enableConclusion: true,
        showDocumentsInSharedReports: true,
        columns: [{ id: 'c1', question: 'When does it renew?', type: 'date' }],
      },
      text: [
        'columns.0.question',
        'reportName',
        'query',
        'keywords.0',
        'negativeKeywords.0',
        'deselectedDocuments.0.name',
        ...directoryText.map((f) => `selectedDirectories.0.${f}`),
      ],
      names: ['selectedDirectories.0.id'],
      optional: [
        'columns',
        'columns.0.type',
        'negativeKeywords',
        'deselectedDocuments',
        'selectedDirectories',
        'selectedDirectories.0.path',
        'deepResearch',
        'enableIntroduction',
        'enableConclusion',
        'showDocumentsInSharedReports',
      ],
      jsonText: REPORT_LISTS,
    },
    'PATCH /api/saved-reports/:id': {
      body: {
        query: 'What did the recall cost in 2024?',
        columns: [{ id: 'c2', question: 'Who is the counterparty?', type: 'text' }],
      },
      text: ['query', 'columns.0.question'],
      optional: ['columns', 'columns.0.type'],
      id: seeded.report,
    },
    'PATCH /api/saved-reports/:id/privacy': {
      body: { showDocumentsInSharedReports: false },
      id: seeded.report,
    },
    // Watching a question (docs/decisions/watching.md): on or off, nothing else.
    'PATCH /api/saved-reports/:id/watch': { body: { watch: true }, strict: true, id: seeded.report },
    'POST /api/research/estimate': {
      body: {
        documents: [
          { id: '1recallMemo', name: 'Recall memo.pdf', mimeType: 'application/pdf', size: 48_000 },
        ],
        deepResearch: false,
        enableIntroduction: false,
        enableConclusion: false,
        // The evidence grid's columns, validated as the run's are (docs/decisions/reading-economy.md).
        columns: [{ id: 'c1', question: 'What is the recall cost?', type: 'number' }],
      },
      text: ['documents.0.name', 'columns.0.question'],
      // Drive sizes: an empty file is 0 bytes, and a megabyte is an ordinary PDF.
      valid: { 'documents.0.size': ['zero', 'too big'] },
      optional: [
        'documents.0.size',
        'deepResearch',
        'enableIntroduction',
        'enableConclusion',
        'columns',
        'columns.0.type',
      ],
    },
    'PATCH /api/saved-reports/:id/cost-cap': {
      body: { costCap: 2.5 },
      valid: { costCap: ['float'] },
      strict: true,
      id: seeded.report,
    },
    // Save to Google Docs (docs/decisions/exports.md): a folder the person chose, or none.
    'POST /api/report-execution/:id/google-doc': { body: { folderId: 'folder-1' }, optional: ['folderId'] },
    'POST /api/shared-report-execution/:id/google-doc': {
      body: { folderId: 'folder-1' },
      optional: ['folderId'],
    },
    'POST /api/report-executions': {
      body: { savedReportId: seeded.report, triggerSource: 'saved_report', notifyOnCompletion: true },
      optional: ['triggerSource', 'notifyOnCompletion'],
    },
  };
}
