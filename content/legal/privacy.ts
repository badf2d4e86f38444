import type { LegalDocument, PerLocale } from '@/content/types';

export const privacy: PerLocale<LegalDocument> = {
  pt: {
    title: 'Política de Privacidade',
    description:
      'Saiba como a {company} coleta, usa, compartilha e protege dados pessoais em formulários, contas, métricas e cookies do site, conforme a LGPD.',
    keywords: [
      'política de privacidade',
      'LGPD',
      'proteção de dados pessoais',
      'cookies',
      'direitos do titular',
      'encarregado de dados',
    ],
    updated: '2026-11-01',
    intro: [
      'Esta Política de Privacidade explica como {legalName} ({company}) trata os dados pessoais de quem visita {host}, preenche nossos formulários, conversa com nossos canais de atendimento ou utiliza as áreas de clientes e parceiros.',
      'Procuramos ser objetivos: descrevemos o que de fato coletamos, por que coletamos, com quem compartilhamos, por quanto tempo guardamos e como você pode exercer os direitos previstos na Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).',
      'Os dados que tratamos em nome de clientes, na prestação de serviços gerenciados de TI, seguem o contrato firmado com cada cliente. Para esse tema, consulte também a página Conformidade com a LGPD.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Quem é o controlador dos dados',
        paragraphs: [
          'O controlador dos dados pessoais tratados neste site é {legalName}, com sede em {address}. Atuamos desde {foundingYear} com serviços gerenciados de TI para empresas e temos uma filial em Orlando, na Flórida (EUA).',
          'O canal do Encarregado pelo Tratamento de Dados Pessoais (DPO) atende pelo e-mail {email} e pelo telefone {phone}. Use esse canal para dúvidas, solicitações ou reclamações relacionadas a esta política.',
        ],
      },
      {
        id: 'data-you-provide',
        heading: 'Dados que você nos fornece',
        paragraphs: [
          'Coletamos apenas o que você decide informar em cada formulário ou canal. Os campos obrigatórios são sinalizados; os demais são opcionais.',
        ],
        items: [
          'Orçamento e contato: nome, e-mail, telefone ou WhatsApp, empresa, CNPJ, serviço de interesse, região, parceiro ou revenda de sua preferência e a mensagem que você escrever.',
          'E-books: nome, e-mail, telefone, empresa e o título do material solicitado.',
          'Newsletter: seu e-mail e a data e hora em que você deu o consentimento. Todo e-mail enviado traz um link para cancelar a inscrição.',
          'Cadastro de revenda: dados da empresa, CNPJ, nome do responsável, endereço, especialidades, cidades atendidas e um documento enviado por você (PDF, JPG ou PNG de até 10 MB). Depois da aprovação, e somente com sua autorização, o nome do parceiro, o estado e as cidades atendidas são publicados no mapa de parceiros.',
          'Assistente de chat com inteligência artificial: as mensagens que você digita são processadas apenas para gerar as respostas da conversa e não são usadas para treinar modelos. Evite incluir dados sensíveis, senhas ou informações confidenciais.',
          'Widget de WhatsApp: o texto digitado no widget não é armazenado por nós; ele apenas abre o WhatsApp, serviço de terceiro com política de privacidade própria.',
        ],
        after: [
          'Quando você envia um pedido de orçamento ou contato, os dados são gravados em nosso banco de dados e a nossa equipe é avisada por e-mail. Em seguida, você pode ser direcionado ao WhatsApp com uma mensagem pré-preenchida; enviá-la ou não é uma escolha sua. Se você indicar um parceiro regional, o pedido pode ser encaminhado a ele para atendimento.',
          'O site é voltado a empresas e profissionais e não se destina a menores de 18 anos.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Contas de clientes e parceiros',
        paragraphs: [
          'Para dar acesso às áreas restritas, tratamos seu e-mail, seu nome completo e sua senha. A senha nunca é guardada em texto: armazenamos apenas um hash criptográfico, que não permite recuperá-la.',
          'Cada conta tem um perfil de acesso (cliente, parceiro ou administrador), que define o que pode ser visto e feito. A sessão é mantida por um cookie HttpOnly, inacessível a scripts da página, e termina quando você sai da conta ou quando a sessão expira.',
        ],
      },
      {
        id: 'usage-metrics',
        heading: 'Métricas de uso do site e do aplicativo',
        paragraphs: [
          'Usamos uma ferramenta própria de métricas para saber quais páginas são úteis e melhorar o site. Em cada visualização de página registramos:',
        ],
        items: [
          'um identificador de sessão anônimo, guardado no sessionStorage do navegador e descartado quando a aba é fechada;',
          'o endereço da página visitada e a página de origem (referrer);',
          'o user agent, o tipo de dispositivo e o navegador.',
        ],
        after: [
          'Não gravamos o endereço IP nas visualizações de página. Quando alguém abre o perfil de um parceiro, registramos o parceiro visitado, o user agent e a página de origem, também sem guardar o IP.',
          'Se você instalar o site como aplicativo (PWA), registramos o tipo de dispositivo, o sistema operacional, o navegador, o endereço IP e a localização aproximada obtida a partir dele (país, região, cidade, latitude e longitude). Usamos esses dados para medir a adoção do aplicativo por região; a localização por IP indica apenas uma área aproximada, não um endereço.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies e armazenamento no navegador',
        paragraphs: [
          'Na primeira visita, um aviso permite aceitar ou rejeitar cookies de análise. O script de análise de terceiros só é carregado depois que você clica em Aceitar. Se você clicar em Rejeitar, mantemos apenas o armazenamento estritamente necessário:',
        ],
        items: [
          'preferredLanguage e o cookie NEXT_LOCALE: guardam o idioma escolhido;',
          'theme: guarda a preferência de tema claro ou escuro;',
          'cookie-consent: registra a sua escolha no aviso de cookies;',
          'offerEndTime: guarda o horário de término da contagem regressiva de oferta exibida para você;',
          'form_submissions: registro local dos últimos 50 envios de formulário (apenas tipo e horário), que fica somente no seu navegador;',
          'pwa-install-prompt-dismissed: evita repetir o convite de instalação do aplicativo por sete dias depois que você o dispensa;',
          'analytics_session_id: identificador anônimo da sessão de navegação, no sessionStorage;',
          'cookie de sessão de autenticação: mantém você conectado às áreas restritas e é marcado como HttpOnly.',
        ],
        after: [
          'O site também guarda marcadores de horário de rotinas técnicas internas (global_seo_last_run e seo_booster_last_run), que não contêm dados pessoais.',
          'Para rever sua escolha, apague os dados deste site nas configurações do navegador: o aviso de cookies voltará a aparecer. Você também pode bloquear cookies no navegador, sabendo que algumas funções, como o login, podem deixar de funcionar.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Finalidades e bases legais',
        paragraphs: ['Cada tratamento que realizamos se apoia em uma das bases legais do art. 7º da LGPD:'],
        items: [
          'Consentimento (art. 7º, I): envio da newsletter e uso do script de análise de terceiros. Você pode revogar o consentimento a qualquer momento, sem prejuízo dos tratamentos feitos antes da revogação.',
          'Procedimentos preliminares relacionados a contrato, a pedido do titular (art. 7º, V): responder a pedidos de orçamento e contato, enviar os e-books solicitados e analisar cadastros de revenda. A mesma base sustenta a execução do contrato quando você se torna cliente ou parceiro, incluindo a gestão da sua conta.',
          'Legítimo interesse (art. 7º, IX): segurança do site, prevenção a fraudes e abusos, limitação de requisições (rate limiting) e métricas próprias de uso, sempre com o mínimo de dados e respeitando as suas expectativas legítimas.',
          'Cumprimento de obrigação legal ou regulatória (art. 7º, II): guarda de registros de acesso exigida pelo Marco Civil da Internet, obrigações fiscais e atendimento a requisições de autoridades.',
        ],
        after: ['Não vendemos dados pessoais e não os usamos para finalidades incompatíveis com as descritas nesta política.'],
      },
      {
        id: 'sharing',
        heading: 'Com quem compartilhamos dados',
        paragraphs: ['Compartilhamos dados apenas na medida necessária para cada finalidade:'],
        items: [
          'provedores de hospedagem e infraestrutura em nuvem, que armazenam e processam os dados em nosso nome;',
          'serviço de envio de e-mails, usado para avisos à equipe, respostas e newsletter;',
          'o WhatsApp, quando você escolhe continuar o atendimento por lá;',
          'o parceiro ou revenda que você indicou no formulário, que recebe os dados necessários para atendê-lo;',
          'o fornecedor do script de análise de terceiros, somente se você aceitar os cookies de análise;',
          'autoridades públicas, judiciais ou administrativas, quando houver obrigação legal ou ordem válida.',
        ],
        after: [
          'Os fornecedores atuam como operadores, sob contrato com obrigações de confidencialidade, segurança e uso restrito às nossas instruções. Os parceiros que recebem um pedido seu se comprometem a usá-lo apenas para esse atendimento.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Transferência internacional de dados',
        paragraphs: [
          'Parte da nossa infraestrutura em nuvem pode estar localizada fora do Brasil, e a nossa filial em Orlando (EUA) pode acessar dados para prestar suporte e atendimento.',
          'Essas transferências seguem o art. 33 da LGPD e a regulamentação da ANPD, com salvaguardas como cláusulas-padrão contratuais, compromissos contratuais de proteção equivalente e medidas técnicas como criptografia e controle de acesso por perfil.',
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo guardamos os dados',
        items: [
          'Pedidos de orçamento, contato e e-books que não resultarem em contratação: 24 meses após a última interação.',
          'Newsletter: até você cancelar a inscrição. Depois disso, mantemos apenas o registro do cancelamento, para não voltar a enviar mensagens.',
          'Métricas de uso e registros de instalação do aplicativo: 13 meses.',
          'Cadastros de revenda não aprovados, incluindo o documento enviado: 12 meses após a decisão. Cadastros aprovados: enquanto durar a parceria, acrescidos dos prazos legais.',
          'Contas de clientes e parceiros: enquanto a conta estiver ativa e, após o encerramento, pelo tempo necessário para cumprir obrigações legais ou defender direitos.',
          'Registros de acesso e de segurança: 6 meses, conforme o art. 15 do Marco Civil da Internet (Lei nº 12.965/2014), ou por mais tempo se houver requisição de autoridade ou investigação de incidente.',
        ],
        after: [
          'Ao fim de cada prazo, os dados são eliminados ou anonimizados. Os dados guardados apenas no seu navegador podem ser apagados por você a qualquer momento.',
        ],
      },
      {
        id: 'security',
        heading: 'Segurança da informação',
        paragraphs: ['Adotamos medidas técnicas e administrativas proporcionais aos riscos, entre elas:'],
        items: [
          'TLS em todas as comunicações entre o seu navegador e os nossos servidores;',
          'criptografia dos dados em repouso e backups criptografados com AES-256;',
          'controle de acesso por perfil, restrito a quem precisa dos dados para trabalhar;',
          'senhas armazenadas apenas como hash e cookies de sessão HttpOnly;',
          'limitação de requisições e monitoramento contra abusos;',
          'plano de resposta a incidentes, com responsáveis e etapas definidos.',
        ],
        after: [
          'Se ocorrer um incidente de segurança que possa gerar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados, nos termos da LGPD e da regulamentação da ANPD, informando o que aconteceu, quais dados foram envolvidos e quais medidas foram tomadas.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Seus direitos e como exercê-los',
        paragraphs: ['Nos termos do art. 18 da LGPD, você pode solicitar a qualquer momento:'],
        items: [
          'a confirmação de que tratamos seus dados;',
          'o acesso aos seus dados;',
          'a correção de dados incompletos, inexatos ou desatualizados;',
          'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
          'a portabilidade dos dados a outro fornecedor, observados os segredos comercial e industrial;',
          'a eliminação dos dados tratados com base no consentimento, ressalvadas as hipóteses de guarda previstas em lei;',
          'informações sobre as entidades públicas e privadas com as quais compartilhamos seus dados;',
          'informações sobre a possibilidade de não dar consentimento e sobre as consequências da recusa;',
          'a revogação do consentimento;',
          'a oposição a tratamento realizado com base em outra hipótese legal, em caso de descumprimento da LGPD;',
          'a revisão de decisões tomadas unicamente com base em tratamento automatizado que afetem seus interesses (art. 20).',
        ],
        after: [
          'Para exercer seus direitos, escreva para {email} com o assunto LGPD. Podemos pedir informações que confirmem sua identidade antes de atender ao pedido. Responderemos em até 15 dias.',
          'Não tomamos decisões com efeitos jurídicos exclusivamente por meios automatizados: o assistente de chat apenas responde a perguntas, e o encaminhamento a um parceiro segue a escolha que você fez no formulário.',
          'Se entender que sua solicitação não foi atendida adequadamente, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        id: 'changes',
        heading: 'Alterações desta política',
        paragraphs: [
          'Podemos atualizar esta política para refletir mudanças no site, nos serviços ou na legislação. A data da última atualização aparece no início da página.',
          'Em mudanças relevantes, avisaremos no próprio site e, quando tivermos o seu contato e a mudança afetar você, também por e-mail.',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy Policy',
    description:
      'How {company} collects, uses, shares and protects personal data in website forms, accounts, usage metrics and cookies, in line with Brazil\'s LGPD.',
    keywords: [
      'privacy policy',
      'LGPD',
      'personal data protection',
      'cookies',
      'data subject rights',
      'data protection officer',
    ],
    updated: '2026-11-01',
    intro: [
      'This Privacy Policy explains how {legalName} ({company}) handles the personal data of people who visit {host}, fill in our forms, talk to our support channels or use the client and partner areas.',
      'We have tried to keep it straightforward: what we actually collect, why, who we share it with, how long we keep it and how you can exercise your rights under Brazil\'s General Data Protection Law (Law No. 13,709/2018 – LGPD).',
      'Data we process on behalf of clients as part of our managed IT services is governed by the contract signed with each client. For that topic, see also our LGPD Compliance page.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Who controls your data',
        paragraphs: [
          'The controller of the personal data processed on this website is {legalName}, headquartered at {address}. We have provided managed IT services to businesses since {foundingYear} and have a branch office in Orlando, Florida (USA).',
          'You can reach our Data Protection Officer (Encarregado, or DPO) at {email} or {phone}. Please use this channel for any question, request or complaint about this policy.',
        ],
      },
      {
        id: 'data-you-provide',
        heading: 'Data you provide to us',
        paragraphs: [
          'We only collect what you choose to enter in each form or channel. Required fields are marked; all others are optional.',
        ],
        items: [
          'Quotes and contact: name, e-mail, phone or WhatsApp number, company, CNPJ (Brazilian company registration number), service of interest, region, preferred partner or reseller, and your message.',
          'E-books: name, e-mail, phone, company and the title of the e-book you requested.',
          'Newsletter: your e-mail address and the date and time you gave consent. Every e-mail we send includes an unsubscribe link.',
          'Reseller registration: company details, CNPJ, name of the person in charge, address, areas of expertise, cities served and a document you upload (PDF, JPG or PNG, up to 10 MB). Once approved, and only with your authorization, the partner\'s name, state and cities served are published on our partner map.',
          'AI chat assistant: the messages you type are processed only to generate answers within the conversation and are not used to train models. Please avoid sharing sensitive data, passwords or confidential information.',
          'WhatsApp widget: we do not store the text you type in the widget; it simply opens WhatsApp, a third-party service with its own privacy policy.',
        ],
        after: [
          'When you send a quote or contact request, the data is saved in our database and our team is notified by e-mail. You may then be taken to WhatsApp with a prefilled message; whether you send it is up to you. If you select a regional partner, your request may be forwarded to that partner so they can assist you.',
          'This website is intended for businesses and professionals and is not directed at anyone under 18.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Client and partner accounts',
        paragraphs: [
          'To give you access to the restricted areas, we process your e-mail address, full name and password. Your password is never stored as plain text: we keep only a cryptographic hash, from which it cannot be recovered.',
          'Each account has a role (client, partner or administrator) that determines what it can see and do. Your session is maintained by an HttpOnly cookie, which page scripts cannot read, and ends when you sign out or the session expires.',
        ],
      },
      {
        id: 'usage-metrics',
        heading: 'Website and app usage metrics',
        paragraphs: [
          'We use our own analytics tool to understand which pages are useful and to improve the website. For each page view we record:',
        ],
        items: [
          'an anonymous session ID, kept in your browser\'s sessionStorage and discarded when you close the tab;',
          'the path of the page viewed and the referring page;',
          'the user agent, device type and browser.',
        ],
        after: [
          'We do not store IP addresses for page views. When someone opens a partner\'s profile, we record which partner was viewed, the user agent and the referring page, again without storing the IP address.',
          'If you install the website as an app (PWA), we record the device type, operating system, browser, IP address and the approximate location derived from it (country, region, city, latitude and longitude). We use this to measure app adoption by region; IP-based location only points to a general area, not a street address.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and browser storage',
        paragraphs: [
          'On your first visit, a banner lets you accept or reject analytics cookies. The third-party analytics script is loaded only after you click Accept. If you click Reject, we keep only strictly necessary storage:',
        ],
        items: [
          'preferredLanguage and the NEXT_LOCALE cookie: remember your language;',
          'theme: remembers your light or dark theme preference;',
          'cookie-consent: records your choice in the cookie banner;',
          'offerEndTime: stores when the offer countdown shown to you ends;',
          'form_submissions: a local log of your last 50 form submissions (type and time only) that stays in your browser;',
          'pwa-install-prompt-dismissed: stops the app install prompt from reappearing for seven days after you dismiss it;',
          'analytics_session_id: the anonymous browsing session ID, in sessionStorage;',
          'authentication session cookie: keeps you signed in to the restricted areas and is flagged HttpOnly.',
        ],
        after: [
          'The website also stores timestamps for internal technical routines (global_seo_last_run and seo_booster_last_run), which contain no personal data.',
          'To change your choice, clear this website\'s data in your browser settings and the cookie banner will appear again. You can also block cookies in your browser, although some features, such as signing in, may stop working.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Purposes and legal bases',
        paragraphs: ['Every processing activity we carry out relies on one of the legal bases in Article 7 of the LGPD:'],
        items: [
          'Consent (Art. 7, I): sending the newsletter and running the third-party analytics script. You may withdraw consent at any time; this does not affect processing carried out before withdrawal.',
          'Pre-contractual steps at the data subject\'s request (Art. 7, V): answering quote and contact requests, sending the e-books you ask for and reviewing reseller applications. The same basis covers performance of the contract once you become a client or partner, including managing your account.',
          'Legitimate interest (Art. 7, IX): website security, fraud and abuse prevention, rate limiting and our own usage metrics, always with minimal data and within your reasonable expectations.',
          'Compliance with a legal or regulatory obligation (Art. 7, II): keeping the access logs required by the Marco Civil da Internet (Brazil\'s Internet Civil Rights Framework), tax obligations and responding to requests from authorities.',
        ],
        after: ['We do not sell personal data, and we do not use it for purposes incompatible with those described in this policy.'],
      },
      {
        id: 'sharing',
        heading: 'Who we share data with',
        paragraphs: ['We share data only to the extent needed for each purpose:'],
        items: [
          'hosting and cloud infrastructure providers, which store and process data on our behalf;',
          'an e-mail delivery service, used for team notifications, replies and the newsletter;',
          'WhatsApp, when you choose to continue the conversation there;',
          'the partner or reseller you selected in the form, which receives the data needed to assist you;',
          'the provider of the third-party analytics script, only if you accept analytics cookies;',
          'public, judicial or administrative authorities, when required by law or a valid order.',
        ],
        after: [
          'Our vendors act as processors under contracts that impose confidentiality, security and use limited to our instructions. Partners who receive your request commit to using it only to serve that request.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'International data transfers',
        paragraphs: [
          'Part of our cloud infrastructure may be located outside Brazil, and our Orlando (USA) branch may access data to provide support and customer service.',
          'These transfers follow Article 33 of the LGPD and the regulations of the ANPD, with safeguards such as standard contractual clauses, contractual commitments to an equivalent level of protection, and technical measures such as encryption and role-based access control.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        items: [
          'Quote, contact and e-book requests that do not lead to a contract: 24 months after the last interaction.',
          'Newsletter: until you unsubscribe. After that, we keep only a record of the opt-out so we do not e-mail you again.',
          'Usage metrics and app install records: 13 months.',
          'Reseller applications that are not approved, including the uploaded document: 12 months after the decision. Approved applications: for the duration of the partnership plus applicable legal periods.',
          'Client and partner accounts: while the account is active and, after it is closed, for as long as needed to meet legal obligations or defend our rights.',
          'Access and security logs: 6 months, as required by Article 15 of the Marco Civil da Internet (Law No. 12,965/2014), or longer if requested by an authority or needed to investigate an incident.',
        ],
        after: [
          'At the end of each period, data is deleted or anonymized. Data kept only in your browser can be cleared by you at any time.',
        ],
      },
      {
        id: 'security',
        heading: 'Information security',
        paragraphs: ['We apply technical and organizational measures proportionate to the risks, including:'],
        items: [
          'TLS for all communication between your browser and our servers;',
          'encryption of data at rest and AES-256 encrypted backups;',
          'role-based access control, limited to people who need the data for their work;',
          'passwords stored only as hashes and HttpOnly session cookies;',
          'rate limiting and monitoring against abuse;',
          'an incident response plan with defined owners and steps.',
        ],
        after: [
          'If a security incident may create a relevant risk or harm, we will notify the ANPD and the affected data subjects as required by the LGPD and ANPD regulations, explaining what happened, which data was involved and what we have done about it.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights and how to exercise them',
        paragraphs: ['Under Article 18 of the LGPD, you may at any time request:'],
        items: [
          'confirmation that we process your data;',
          'access to your data;',
          'correction of incomplete, inaccurate or outdated data;',
          'anonymization, blocking or deletion of data that is unnecessary, excessive or processed in breach of the LGPD;',
          'portability of your data to another provider, subject to trade and industrial secrets;',
          'deletion of data processed on the basis of consent, except where the law requires us to keep it;',
          'information about the public and private entities with which we share your data;',
          'information about the option of not giving consent and the consequences of refusing;',
          'withdrawal of consent;',
          'objection to processing based on another legal basis, where the LGPD is not being complied with;',
          'review of decisions made solely by automated processing that affect your interests (Art. 20).',
        ],
        after: [
          'To exercise your rights, write to {email} with the subject line LGPD. We may ask for information to confirm your identity before acting on the request. We will reply within 15 days.',
          'We do not make decisions with legal effects by purely automated means: the chat assistant only answers questions, and routing to a partner follows the choice you made in the form.',
          'If you feel your request was not properly handled, you may file a complaint with Brazil\'s National Data Protection Authority (ANPD).',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy to reflect changes to the website, our services or the law. The date of the latest update is shown at the top of the page.',
          'For significant changes, we will post a notice on the website and, if we have your contact details and the change affects you, also let you know by e-mail.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de Privacidad',
    description:
      'Cómo {company} recopila, usa, comparte y protege datos personales en formularios, cuentas, métricas y cookies del sitio, conforme a la LGPD de Brasil.',
    keywords: [
      'política de privacidad',
      'LGPD',
      'protección de datos personales',
      'cookies',
      'derechos del titular',
      'encargado de protección de datos',
    ],
    updated: '2026-11-01',
    intro: [
      'Esta Política de Privacidad explica cómo {legalName} ({company}) trata los datos personales de quienes visitan {host}, completan nuestros formularios, se comunican con nuestros canales de atención o utilizan las áreas de clientes y socios.',
      'Hemos intentado ser claros: qué recopilamos realmente, para qué, con quién lo compartimos, durante cuánto tiempo lo conservamos y cómo puede ejercer los derechos previstos en la Ley General de Protección de Datos Personales de Brasil (Ley n.º 13.709/2018, LGPD).',
      'Los datos que tratamos por cuenta de clientes, en la prestación de servicios gestionados de TI, se rigen por el contrato firmado con cada cliente. Sobre ese tema, consulte también la página Cumplimiento de la LGPD.',
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Quién es el responsable de los datos',
        paragraphs: [
          'El responsable (controlador) de los datos personales tratados en este sitio es {legalName}, con sede en {address}. Prestamos servicios gestionados de TI a empresas desde {foundingYear} y contamos con una filial en Orlando, Florida (EE. UU.).',
          'El canal del Encargado de Protección de Datos (DPO) atiende en {email} y en el teléfono {phone}. Utilice este canal para cualquier duda, solicitud o reclamación relacionada con esta política.',
        ],
      },
      {
        id: 'data-you-provide',
        heading: 'Datos que usted nos proporciona',
        paragraphs: [
          'Solo recopilamos lo que usted decide indicar en cada formulario o canal. Los campos obligatorios están señalados; los demás son opcionales.',
        ],
        items: [
          'Presupuesto y contacto: nombre, correo electrónico, teléfono o WhatsApp, empresa, CNPJ (registro de empresas de Brasil), servicio de interés, región, socio o revendedor de su preferencia y el mensaje que escriba.',
          'E-books: nombre, correo electrónico, teléfono, empresa y el título del material solicitado.',
          'Boletín (newsletter): su correo electrónico y la fecha y hora en que dio su consentimiento. Cada correo enviado incluye un enlace para darse de baja.',
          'Registro de revendedores: datos de la empresa, CNPJ, nombre del responsable, dirección, especialidades, ciudades atendidas y un documento que usted adjunta (PDF, JPG o PNG de hasta 10 MB). Tras la aprobación, y solo con su autorización, el nombre del socio, el estado y las ciudades atendidas se publican en el mapa de socios.',
          'Asistente de chat con inteligencia artificial: los mensajes que escribe se procesan únicamente para generar las respuestas de la conversación y no se usan para entrenar modelos. Evite incluir datos sensibles, contraseñas o información confidencial.',
          'Widget de WhatsApp: no almacenamos el texto que escribe en el widget; este solo abre WhatsApp, un servicio de terceros con su propia política de privacidad.',
        ],
        after: [
          'Cuando envía una solicitud de presupuesto o de contacto, los datos se guardan en nuestra base de datos y nuestro equipo recibe un aviso por correo electrónico. Después, puede ser dirigido a WhatsApp con un mensaje precargado; enviarlo o no depende de usted. Si indica un socio regional, la solicitud puede remitirse a ese socio para que lo atienda.',
          'El sitio está dirigido a empresas y profesionales y no está destinado a menores de 18 años.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Cuentas de clientes y socios',
        paragraphs: [
          'Para dar acceso a las áreas restringidas, tratamos su correo electrónico, su nombre completo y su contraseña. La contraseña nunca se guarda como texto: almacenamos solo un hash criptográfico, que no permite recuperarla.',
          'Cada cuenta tiene un perfil de acceso (cliente, socio o administrador) que define lo que puede ver y hacer. La sesión se mantiene mediante una cookie HttpOnly, inaccesible para los scripts de la página, y termina cuando usted cierra sesión o cuando esta caduca.',
        ],
      },
      {
        id: 'usage-metrics',
        heading: 'Métricas de uso del sitio y de la aplicación',
        paragraphs: [
          'Utilizamos una herramienta propia de métricas para saber qué páginas resultan útiles y mejorar el sitio. En cada visualización de página registramos:',
        ],
        items: [
          'un identificador de sesión anónimo, guardado en el sessionStorage del navegador y descartado al cerrar la pestaña;',
          'la ruta de la página visitada y la página de origen (referrer);',
          'el user agent, el tipo de dispositivo y el navegador.',
        ],
        after: [
          'No guardamos la dirección IP en las visualizaciones de página. Cuando alguien abre el perfil de un socio, registramos el socio visitado, el user agent y la página de origen, también sin guardar la IP.',
          'Si instala el sitio como aplicación (PWA), registramos el tipo de dispositivo, el sistema operativo, el navegador, la dirección IP y la ubicación aproximada obtenida a partir de ella (país, región, ciudad, latitud y longitud). Usamos estos datos para medir la adopción de la aplicación por región; la ubicación por IP solo indica una zona aproximada, no una dirección.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies y almacenamiento en el navegador',
        paragraphs: [
          'En su primera visita, un aviso le permite aceptar o rechazar las cookies de análisis. El script de análisis de terceros solo se carga después de que usted hace clic en Aceptar. Si hace clic en Rechazar, mantenemos únicamente el almacenamiento estrictamente necesario:',
        ],
        items: [
          'preferredLanguage y la cookie NEXT_LOCALE: recuerdan el idioma elegido;',
          'theme: recuerda su preferencia de tema claro u oscuro;',
          'cookie-consent: registra su elección en el aviso de cookies;',
          'offerEndTime: guarda la hora de fin de la cuenta regresiva de la oferta que se le muestra;',
          'form_submissions: registro local de sus últimos 50 envíos de formularios (solo tipo y hora), que permanece únicamente en su navegador;',
          'pwa-install-prompt-dismissed: evita que la invitación a instalar la aplicación reaparezca durante siete días después de descartarla;',
          'analytics_session_id: identificador anónimo de la sesión de navegación, en sessionStorage;',
          'cookie de sesión de autenticación: mantiene su sesión iniciada en las áreas restringidas y está marcada como HttpOnly.',
        ],
        after: [
          'El sitio también guarda marcas de tiempo de rutinas técnicas internas (global_seo_last_run y seo_booster_last_run), que no contienen datos personales.',
          'Para cambiar su elección, borre los datos de este sitio en la configuración del navegador y el aviso de cookies volverá a aparecer. También puede bloquear las cookies en el navegador, teniendo en cuenta que algunas funciones, como el inicio de sesión, podrían dejar de funcionar.',
        ],
      },
      {
        id: 'purposes-and-legal-bases',
        heading: 'Finalidades y bases legales',
        paragraphs: ['Cada tratamiento que realizamos se apoya en una de las bases legales del artículo 7 de la LGPD:'],
        items: [
          'Consentimiento (art. 7, I): envío del boletín y uso del script de análisis de terceros. Puede revocar su consentimiento en cualquier momento, sin que ello afecte a los tratamientos realizados antes de la revocación.',
          'Procedimientos preliminares relacionados con un contrato, a solicitud del titular (art. 7, V): responder a solicitudes de presupuesto y contacto, enviar los e-books solicitados y evaluar registros de revendedores. La misma base ampara la ejecución del contrato cuando usted se convierte en cliente o socio, incluida la gestión de su cuenta.',
          'Interés legítimo (art. 7, IX): seguridad del sitio, prevención de fraudes y abusos, limitación de solicitudes (rate limiting) y métricas propias de uso, siempre con el mínimo de datos y respetando sus expectativas legítimas.',
          'Cumplimiento de una obligación legal o regulatoria (art. 7, II): conservación de los registros de acceso exigida por el Marco Civil de Internet de Brasil, obligaciones fiscales y atención a requerimientos de autoridades.',
        ],
        after: ['No vendemos datos personales ni los utilizamos para finalidades incompatibles con las descritas en esta política.'],
      },
      {
        id: 'sharing',
        heading: 'Con quién compartimos datos',
        paragraphs: ['Compartimos datos solo en la medida necesaria para cada finalidad:'],
        items: [
          'proveedores de alojamiento e infraestructura en la nube, que almacenan y procesan los datos por nuestra cuenta;',
          'un servicio de envío de correos electrónicos, utilizado para avisos al equipo, respuestas y el boletín;',
          'WhatsApp, cuando usted decide continuar la atención por ese medio;',
          'el socio o revendedor que usted indicó en el formulario, que recibe los datos necesarios para atenderlo;',
          'el proveedor del script de análisis de terceros, solo si usted acepta las cookies de análisis;',
          'autoridades públicas, judiciales o administrativas, cuando exista una obligación legal o una orden válida.',
        ],
        after: [
          'Nuestros proveedores actúan como operadores, es decir, tratan los datos por nuestra cuenta, bajo contratos con obligaciones de confidencialidad, seguridad y uso limitado a nuestras instrucciones. Los socios que reciben su solicitud se comprometen a usarla solo para atenderla.',
        ],
      },
      {
        id: 'international-transfers',
        heading: 'Transferencias internacionales de datos',
        paragraphs: [
          'Parte de nuestra infraestructura en la nube puede estar ubicada fuera de Brasil, y nuestra filial de Orlando (EE. UU.) puede acceder a datos para prestar soporte y atención.',
          'Estas transferencias cumplen el artículo 33 de la LGPD y la normativa de la ANPD, con salvaguardias como cláusulas contractuales tipo, compromisos contractuales de protección equivalente y medidas técnicas como el cifrado y el control de acceso por perfil.',
        ],
      },
      {
        id: 'retention',
        heading: 'Durante cuánto tiempo conservamos los datos',
        items: [
          'Solicitudes de presupuesto, contacto y e-books que no terminen en contratación: 24 meses desde la última interacción.',
          'Boletín: hasta que se dé de baja. Después, conservamos solo el registro de la baja para no volver a enviarle mensajes.',
          'Métricas de uso y registros de instalación de la aplicación: 13 meses.',
          'Registros de revendedores no aprobados, incluido el documento adjunto: 12 meses desde la decisión. Registros aprobados: mientras dure la asociación, más los plazos legales aplicables.',
          'Cuentas de clientes y socios: mientras la cuenta esté activa y, tras su cierre, durante el tiempo necesario para cumplir obligaciones legales o defender derechos.',
          'Registros de acceso y de seguridad: 6 meses, conforme al artículo 15 del Marco Civil de Internet (Ley n.º 12.965/2014), o más tiempo si lo requiere una autoridad o la investigación de un incidente.',
        ],
        after: [
          'Al final de cada plazo, los datos se eliminan o se anonimizan. Los datos guardados solo en su navegador pueden ser borrados por usted en cualquier momento.',
        ],
      },
      {
        id: 'security',
        heading: 'Seguridad de la información',
        paragraphs: ['Aplicamos medidas técnicas y organizativas proporcionales a los riesgos, entre ellas:'],
        items: [
          'TLS en todas las comunicaciones entre su navegador y nuestros servidores;',
          'cifrado de los datos en reposo y copias de seguridad cifradas con AES-256;',
          'control de acceso por perfil, limitado a quienes necesitan los datos para su trabajo;',
          'contraseñas almacenadas solo como hash y cookies de sesión HttpOnly;',
          'limitación de solicitudes y monitoreo contra abusos;',
          'un plan de respuesta a incidentes con responsables y etapas definidos.',
        ],
        after: [
          'Si se produce un incidente de seguridad que pueda generar un riesgo o daño relevante, lo comunicaremos a la ANPD y a los titulares afectados, según la LGPD y la normativa de la ANPD, explicando qué ocurrió, qué datos se vieron afectados y qué medidas se adoptaron.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Sus derechos y cómo ejercerlos',
        paragraphs: ['De acuerdo con el artículo 18 de la LGPD, usted puede solicitar en cualquier momento:'],
        items: [
          'la confirmación de que tratamos sus datos;',
          'el acceso a sus datos;',
          'la corrección de datos incompletos, inexactos o desactualizados;',
          'la anonimización, el bloqueo o la eliminación de datos innecesarios, excesivos o tratados en incumplimiento de la LGPD;',
          'la portabilidad de los datos a otro proveedor, respetando los secretos comerciales e industriales;',
          'la eliminación de los datos tratados con base en el consentimiento, salvo los casos de conservación previstos en la ley;',
          'información sobre las entidades públicas y privadas con las que compartimos sus datos;',
          'información sobre la posibilidad de no dar el consentimiento y sobre las consecuencias de la negativa;',
          'la revocación del consentimiento;',
          'la oposición a un tratamiento basado en otra base legal, en caso de incumplimiento de la LGPD;',
          'la revisión de decisiones tomadas únicamente mediante tratamiento automatizado que afecten a sus intereses (art. 20).',
        ],
        after: [
          'Para ejercer sus derechos, escriba a {email} con el asunto LGPD. Podemos pedirle información para confirmar su identidad antes de atender la solicitud. Responderemos en un plazo de 15 días.',
          'No tomamos decisiones con efectos jurídicos únicamente por medios automatizados: el asistente de chat solo responde preguntas, y la derivación a un socio sigue la elección que usted hizo en el formulario.',
          'Si considera que su solicitud no fue atendida adecuadamente, puede presentar una reclamación ante la Autoridad Nacional de Protección de Datos de Brasil (ANPD).',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política para reflejar cambios en el sitio, en los servicios o en la legislación. La fecha de la última actualización figura al inicio de la página.',
          'Ante cambios relevantes, lo avisaremos en el propio sitio y, si tenemos sus datos de contacto y el cambio le afecta, también por correo electrónico.',
        ],
      },
    ],
  },
};
