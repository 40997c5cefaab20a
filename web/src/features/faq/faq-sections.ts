import { DATA_EXPORT_HOURS } from '@quarry/contracts/account-data';

export type FaqItem = { id: string; question: string; answer: readonly string[] };
export type FaqSection = { title: string; items: readonly FaqItem[] };

/** The FAQ of spec part 1; each answer is a list of paragraphs. */
export const faqSections: readonly FaqSection[] = [
  {
    title: 'Getting Started',
    items: [
      {
        id: 'different-from-chatbot',
        question: 'How is Quarry different from an AI chatbot?',
        answer: [
          'A chatbot answers from what it was trained on, or from the few files you paste into it. Quarry starts from your question, searches your whole Google Drive for matching documents, lets you choose which ones to use, reads every one of them and writes a report that cites the document each finding came from.',
          'Reports can be saved and run again, run in the background with an e-mail when they are ready, scheduled, and shared with your teams.',
        ],
      },
      {
        id: 'get-ai-key',
        question: 'How do I get a Gemini API key?',
        answer: [
          'Open Google AI Studio (aistudio.google.com), sign in with your Google account and choose "Get API key", then create a key. We suggest naming its Google Cloud project "Quarry" so you can find it later.',
          'The key begins with AIza. Paste it into the setup step after you sign in; Quarry checks it with Google before storing it encrypted.',
        ],
      },
      {
        id: 'drive-permissions',
        question: 'What access does Quarry need to my Google Drive?',
        answer: [
          'Read-only access (drive.readonly). Quarry lists your files, reads their content and reads their metadata (names, types, dates and folders) so it can search and read the documents you choose, in My Drive, shared with you and in the shared drives you belong to.',
          'When you first save a report to Google Docs it also asks for drive.file, which lets it create that document in the folder you pick and nothing else. It never edits, shares or deletes your own files. You can revoke its access at any time in your Google account settings.',
        ],
      },
      {
        id: 'free-tier',
        question: 'Is there a free tier?',
        answer: [
          'Yes. The Single User (Creator) plan is free forever: unlimited file queries, deep research reports, the mobile dashboard, creating and saving your own reports and full Google Drive integration.',
          'Team members are free too. The only cost of free use is your own AI usage, which Google bills to your key.',
        ],
      },
    ],
  },
  {
    title: 'Security & Privacy',
    items: [
      {
        id: 'encryption',
        question: 'How is my data encrypted?',
        answer: [
          'Your Drive token and your Gemini key are encrypted at rest with AES-256-GCM using envelope encryption: each user has a data key of their own, and that key is itself encrypted by a cloud key-management service.',
          'When you delete your keys, your data key is destroyed, so the encrypted copies can no longer be read by anyone.',
        ],
      },
      {
        id: 'staff-access',
        question: 'Can Quarry staff see my documents or my API key?',
        answer: [
          'No. Your key and Drive token are only decrypted by the service, in memory, to run the reports you ask for. Staff do not read your key or your documents.',
          'Quarry reads your documents only while running a report you asked for. It keeps your reports and the findings drawn from your documents in your account, not copies of your files.',
        ],
      },
      {
        id: 'download-data',
        question: 'How do I get a copy of my data?',
        answer: [
          'In your settings, choose Download my data. Quarry builds a zip of everything you have in it: your profile and settings, chats with their messages, saved reports, report runs with their reports and document lists, the teams you administer with their members, the reports shared with you, and your usage, as JSON, with each report also as a Markdown file.',
          `A large account takes a little while; the page shows the progress. The download is available for ${DATA_EXPORT_HOURS} hours. It holds no keys or other secrets.`,
        ],
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account, and what is kept?',
        answer: [
          'In your settings, under Danger Zone, choose Delete my account and type your e-mail address to confirm. You are signed out at once, and everything is deleted within minutes, at the latest within the 30 days our privacy policy promises: your chats, saved reports, report runs, keys and usage, the teams you alone administer with the reports shared in them (their members are told by e-mail), and your membership of other teams. Your subscription is cancelled at once, without a refund.',
          "Only your e-mail address is kept: in the administrators' audit log, so administrative actions stay accountable, and in our records of payment events, which we need to handle each payment event once and to meet tax and accounting law. Stripe keeps its own records of your payments, as the law requires. Download your data first if you want a copy.",
        ],
      },
      {
        id: 'breach',
        question: 'What happens if there is a data breach?',
        answer: [
          'If a breach affects your data, we will notify you within 72 hours of learning about it, explain what happened and what we are doing about it, and tell you what you can do, such as revoking Drive access or replacing your Gemini key.',
        ],
      },
    ],
  },
  {
    title: 'Billing & Costs',
    items: [
      {
        id: 'teams-price',
        question: 'What does the $25 per month cover?',
        answer: [
          'The Teams (Team Leader) plan: creating and managing teams, inviting colleagues, saving reports to share, scheduling reports and sharing them automatically with your teams. You can cancel anytime.',
          'It does not include AI usage, which Google bills to your own key. The people you invite do not need to pay.',
        ],
      },
      {
        id: 'ai-cost',
        question: 'How much will the AI cost me?',
        answer: [
          "Google bills your key directly, with no markup from us. At Google's rates, Gemini Flash costs about $0.075 and Gemini Pro about $1.25 per million input tokens.",
          'Paying users typically spend $5-20 per month on AI usage. A budget alert in your Google Cloud project helps you keep track.',
        ],
      },
      {
        id: 'cancel',
        question: 'How do I cancel?',
        answer: [
          'Cancel in your account settings or in the billing portal, with no fee. Your plan continues to the end of the billing period, then your account returns to the free single-user plan.',
          'Your data and reports are not deleted when you cancel.',
        ],
      },
    ],
  },
  {
    title: 'Features',
    items: [
      {
        id: 'file-limits',
        question: 'Is there a limit on how many files a query can use?',
        answer: [
          "There is no artificial limit on the number of files. The practical limits are the AI model's token window (Quarry splits long documents and combines findings in rounds to work within it), your AI key's rate limits and the time it takes to process many documents.",
        ],
      },
      {
        id: 'file-types',
        question: 'Which file types are supported?',
        answer: [
          'PDF, Word (docx), Google Docs, text, Excel (xlsx), Google Sheets, CSV, Markdown, JSON and XML.',
          'Other files, such as presentations and forms, may appear in search results but cannot be selected for a report.',
        ],
      },
      {
        id: 'accuracy',
        question: 'How accurate are the reports?',
        answer: [
          'Reports are written only from the documents you select, and every finding is cited so you can open its source and check it. Deep research reports also get a final check that flags claims their sources do not support.',
          'AI can still make mistakes. For anything important, check the cited documents.',
        ],
      },
      {
        id: 'watch',
        question: 'Can a report follow my Drive as it changes?',
        answer: [
          "Yes. On Saved Reports, switch on 'Watch for changes'. When a file the report would find is added, edited or removed, Quarry runs the report again in the background, at most once an hour, and reads again only the documents that changed.",
          'It compares the facts the report cites, not its wording, and e-mails you (and the teams it is shared with) only when they changed: new, changed or dropped findings and sources. While no file changes, it makes no AI call at all.',
        ],
      },
      {
        id: 'report-time',
        question: 'How long does a report take?',
        answer: [
          "It depends on how many documents you select, how long they are, the model and your key's rate limits. Progress is shown as each document is read.",
          'For long reports, choose to be notified: the report runs in the background and you get an e-mail when it is ready.',
        ],
      },
    ],
  },
  {
    title: 'Technical',
    items: [
      {
        id: 'bring-your-own-ai',
        question: 'How does bring-your-own-AI work?',
        answer: [
          'You create a Gemini API key in your own Google account and give it to Quarry once. It is stored encrypted and used only to run your reports, so Google bills you directly for exactly what you use, with no markup.',
          "Your key's quotas and rate limits apply. You can replace or delete your key at any time in your settings.",
        ],
      },
    ],
  },
];
