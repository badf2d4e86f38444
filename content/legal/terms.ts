import type { LegalDocument, PerLocale } from '@/content/types';

export const terms: PerLocale<LegalDocument> = {
  pt: {
    title: 'Termos de Uso',
    description:
      'Condições de uso do site da {company}: contas, uso aceitável, propriedade intelectual, preços e ofertas, programa de revendas e responsabilidades.',
    keywords: [
      'termos de uso',
      'condições de uso',
      'uso aceitável',
      'propriedade intelectual',
      'programa de revendas',
      'serviços gerenciados de TI',
    ],
    updated: '2026-11-01',
    intro: [
      'Estes Termos de Uso regulam o acesso e o uso do site {host} e das suas áreas de clientes e parceiros, mantidos por {legalName} ({company}), com sede em {address}.',
      'O tratamento de dados pessoais está descrito na nossa Política de Privacidade, que complementa estes termos. Os serviços de TI contratados são regidos pela proposta comercial e pelo contrato assinados com cada cliente, que prevalecem sobre as informações do site.',
    ],
    sections: [
      {
        id: 'acceptance',
        heading: 'Aceitação dos termos',
        paragraphs: [
          'Ao navegar pelo site, enviar um formulário ou criar uma conta, você declara que leu e aceita estes termos. Se usar o site em nome de uma empresa, declara também que tem poderes para aceitá-los em nome dela.',
          'Se não concordar com alguma condição, não utilize o site. Dúvidas sobre estes termos podem ser enviadas para {email}.',
        ],
      },
      {
        id: 'site-and-services',
        heading: 'O site e o que ele oferece',
        paragraphs: ['O site apresenta os serviços gerenciados de TI da {company} e permite:'],
        items: [
          'consultar informações sobre serviços, planos e preços de referência;',
          'solicitar orçamentos e contato, com retorno da nossa equipe ou de um parceiro regional;',
          'acessar conteúdos como artigos, e-books e a newsletter;',
          'usar calculadoras e um assistente de chat com inteligência artificial para dúvidas gerais;',
          'acessar a área do cliente, para acompanhar informações da sua relação com a {company};',
          'acessar a área do parceiro, reservada a revendas aprovadas.',
        ],
        after: [
          'As respostas do assistente de chat e os resultados das calculadoras têm caráter informativo e podem conter imprecisões. Eles não substituem uma proposta comercial nem a avaliação da nossa equipe técnica.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Contas e deveres do usuário',
        paragraphs: [
          'Para entrar nas áreas restritas, você precisa de uma conta com e-mail, nome completo e senha. Ao criá-la e utilizá-la, você se compromete a:',
        ],
        items: [
          'fornecer dados verdadeiros, completos e atualizados;',
          'manter a senha em sigilo e não compartilhar o seu acesso;',
          'avisar-nos imediatamente em {email} se suspeitar de uso não autorizado da conta;',
          'usar apenas as funções permitidas pelo seu perfil (cliente, parceiro ou administrador).',
        ],
        after: [
          'Você responde pelas atividades realizadas com a sua conta. Podemos suspender ou encerrar contas usadas em desacordo com estes termos, com aviso prévio sempre que possível.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Uso aceitável',
        paragraphs: ['Ao usar o site, não é permitido:'],
        items: [
          'coletar conteúdo ou dados de forma automatizada e abusiva (scraping), sobrecarregar a infraestrutura ou contornar limites de requisições;',
          'tentar acessar áreas, contas ou sistemas sem autorização, explorar vulnerabilidades ou realizar ataques de qualquer tipo, inclusive de negação de serviço;',
          'informar dados falsos, usar dados de terceiros sem autorização ou se passar por outra pessoa ou empresa;',
          'enviar arquivos com código malicioso ou conteúdo ilícito, ofensivo ou que viole direitos de terceiros;',
          'usar formulários, chat ou newsletter para spam ou para fins diferentes daqueles a que se destinam.',
        ],
        after: [
          'Se você encontrar uma vulnerabilidade, comunique-a de forma responsável para {email}, sem explorá-la. Aplicamos limitação de requisições e outros controles para proteger o site, e condutas ilícitas podem ser levadas ao conhecimento das autoridades.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propriedade intelectual e e-books',
        paragraphs: [
          'Textos, imagens, marcas, logotipos, layout, código e demais conteúdos do site pertencem à {company} ou a seus licenciantes e são protegidos pela legislação de direitos autorais e de propriedade industrial. As marcas de fabricantes e parceiros tecnológicos mencionadas pertencem aos respectivos titulares.',
          'Os e-books são licenciados a você de forma gratuita, não exclusiva e intransferível, para uso interno na sua empresa. Não é permitido revendê-los, republicá-los, alterá-los ou distribuí-los publicamente sem autorização por escrito. Citações curtas com indicação da fonte são bem-vindas.',
        ],
      },
      {
        id: 'prices-and-offers',
        heading: 'Preços, ofertas e propostas',
        paragraphs: [
          'Os preços exibidos no site são valores iniciais de referência, indicados como "a partir de", e podem variar conforme o escopo, a quantidade de equipamentos, a localidade e os níveis de serviço. A contratação só se concretiza com uma proposta comercial ou um contrato assinado, que define preço, prazo e condições finais.',
          'Ofertas promocionais, como 30% de desconto na primeira mensalidade para os 10 primeiros clientes, valem nas condições descritas na própria oferta, dentro do período indicado e enquanto houver vagas. A contagem regressiva exibida no seu navegador é indicativa; a aplicação da condição promocional depende da disponibilidade e é confirmada na proposta comercial.',
          'Erros materiais evidentes de preço ou de digitação serão corrigidos assim que identificados, e avisaremos quem já tiver solicitado proposta com base neles.',
        ],
      },
      {
        id: 'reseller-program',
        heading: 'Programa de revendas',
        paragraphs: [
          'O cadastro no programa de revendas é uma solicitação sujeita a análise e aprovação pela {company}, com base em critérios técnicos, comerciais e de conformidade. O envio do formulário não cria vínculo nem garante aprovação.',
          'Revendas aprovadas recebem acesso à área do parceiro e, com a sua autorização, têm nome, estado e cidades atendidas publicados no mapa de parceiros. As condições comerciais da parceria, como remuneração, regiões de atuação e obrigações de cada parte, são definidas em contrato próprio.',
          'Parceiros que recebem pedidos encaminhados pelo site devem tratá-los com confidencialidade, usá-los apenas para atender o solicitante e cumprir a LGPD.',
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Links e serviços de terceiros',
        paragraphs: [
          'O site tem links e integrações com serviços de terceiros, como o WhatsApp, usado para continuar um atendimento, e produtos externos acessados pelo menu de serviços, que abrem em nova aba. Esses serviços têm termos e políticas próprios, sobre os quais não temos controle.',
          'Recomendamos ler os termos e as políticas de privacidade de cada serviço antes de usá-lo. A presença de um link não significa que endossamos todo o conteúdo do site de destino.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilidade do site',
        paragraphs: [
          'Trabalhamos para manter o site disponível e seguro, mas ele pode passar por interrupções para manutenção, atualizações ou por fatores fora do nosso controle, como falhas de provedores de internet ou de energia. Podemos alterar, suspender ou descontinuar funções do site a qualquer momento.',
          'Níveis de serviço (SLA), tempos de resposta e garantias de disponibilidade dos serviços gerenciados valem nos termos do contrato de cada cliente e não se aplicam ao site.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitação de responsabilidade',
        paragraphs: [
          'O conteúdo do site é informativo e não substitui uma análise técnica do seu ambiente. Na medida permitida pela lei, a {company} não responde por:',
        ],
        items: [
          'decisões tomadas apenas com base em conteúdos gerais, simulações ou respostas do assistente de chat;',
          'danos causados por serviços ou sites de terceiros;',
          'indisponibilidades temporárias ou falhas causadas por terceiros, caso fortuito ou força maior;',
          'uso indevido da sua conta decorrente da falta de sigilo da sua senha.',
        ],
        after: [
          'Nada nestes termos exclui ou limita responsabilidades que a lei não permita afastar, inclusive os direitos do consumidor previstos no Código de Defesa do Consumidor.',
        ],
      },
      {
        id: 'changes',
        heading: 'Alterações destes termos',
        paragraphs: [
          'Podemos atualizar estes termos a qualquer momento. A versão em vigor é sempre a publicada nesta página, com a data da última atualização no início.',
          'Em mudanças relevantes, avisaremos no site e, a quem tiver conta, por e-mail. Continuar usando o site depois da atualização significa concordar com a nova versão.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Lei aplicável e foro',
        paragraphs: [
          'Estes termos são regidos pelas leis da República Federativa do Brasil, incluindo o Marco Civil da Internet (Lei nº 12.965/2014) e a LGPD (Lei nº 13.709/2018).',
          'Fica eleito o foro da comarca da sede de {legalName}, no Estado de São Paulo, para resolver controvérsias decorrentes destes termos. Se você for consumidor, ficam preservados os direitos previstos no Código de Defesa do Consumidor (Lei nº 8.078/1990), inclusive o de propor ação no foro do seu domicílio.',
          'Antes de recorrer ao Judiciário, fale conosco pelo e-mail {email} ou pelo telefone {phone}: a maioria das questões se resolve rapidamente por esse caminho.',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of Use',
    description:
      'Terms for using the {company} website: accounts, acceptable use, intellectual property, prices and offers, the reseller program and liability.',
    keywords: [
      'terms of use',
      'terms and conditions',
      'acceptable use',
      'intellectual property',
      'reseller program',
      'managed IT services',
    ],
    updated: '2026-11-01',
    intro: [
      'These Terms of Use govern access to and use of the {host} website and its client and partner areas, operated by {legalName} ({company}), headquartered at {address}.',
      'How we handle personal data is described in our Privacy Policy, which supplements these terms. The IT services you purchase are governed by the commercial proposal and contract signed with each client, which take precedence over the information on the website.',
    ],
    sections: [
      {
        id: 'acceptance',
        heading: 'Acceptance of these terms',
        paragraphs: [
          'By browsing the website, submitting a form or creating an account, you confirm that you have read and accept these terms. If you use the website on behalf of a company, you also confirm that you are authorized to accept them on its behalf.',
          'If you do not agree with any part of these terms, please do not use the website. Questions about them can be sent to {email}.',
        ],
      },
      {
        id: 'site-and-services',
        heading: 'The website and what it offers',
        paragraphs: ['The website presents the managed IT services of {company} and lets you:'],
        items: [
          'find information about services, plans and reference prices;',
          'request quotes and contact, with a reply from our team or a regional partner;',
          'access content such as articles, e-books and our newsletter;',
          'use calculators and an AI chat assistant for general questions;',
          'access the client area to follow information about your relationship with {company};',
          'access the partner area, reserved for approved resellers.',
        ],
        after: [
          'Chat assistant answers and calculator results are for information only and may contain inaccuracies. They do not replace a commercial proposal or an assessment by our technical team.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Accounts and user responsibilities',
        paragraphs: [
          'To access the restricted areas, you need an account with an e-mail address, full name and password. When you create and use it, you agree to:',
        ],
        items: [
          'provide accurate, complete and up-to-date information;',
          'keep your password confidential and not share your access;',
          'notify us immediately at {email} if you suspect unauthorized use of your account;',
          'use only the features allowed by your role (client, partner or administrator).',
        ],
        after: [
          'You are responsible for activity carried out through your account. We may suspend or close accounts used in breach of these terms, with prior notice whenever possible.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: ['When using the website, you may not:'],
        items: [
          'collect content or data through abusive automated means (scraping), overload the infrastructure or bypass rate limits;',
          'attempt to access areas, accounts or systems without authorization, exploit vulnerabilities or carry out attacks of any kind, including denial of service;',
          'submit false information, use other people\'s data without authorization or impersonate another person or company;',
          'upload files containing malicious code or content that is unlawful, offensive or infringes third-party rights;',
          'use forms, the chat or the newsletter for spam or for purposes other than those intended.',
        ],
        after: [
          'If you find a vulnerability, please report it responsibly to {email} without exploiting it. We apply rate limiting and other controls to protect the website, and unlawful conduct may be reported to the authorities.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property and e-books',
        paragraphs: [
          'Text, images, trademarks, logos, layout, code and all other website content belong to {company} or its licensors and are protected by copyright and industrial property laws. Third-party manufacturer and technology partner trademarks mentioned on the website belong to their respective owners.',
          'E-books are licensed to you free of charge on a non-exclusive, non-transferable basis for internal use within your company. You may not resell, republish, modify or publicly distribute them without our written permission. Short quotations with credit to the source are welcome.',
        ],
      },
      {
        id: 'prices-and-offers',
        heading: 'Prices, offers and proposals',
        paragraphs: [
          'Prices shown on the website are starting reference prices, marked "starting at", and may vary depending on scope, number of devices, location and service levels. A purchase is only binding once a commercial proposal or contract is signed, setting out the final price, term and conditions.',
          'Promotional offers, such as 30% off the first monthly fee for the first 10 clients, apply under the conditions stated in the offer itself, within the stated period and subject to availability. The countdown shown in your browser is indicative; eligibility for the promotion depends on availability and is confirmed in the commercial proposal.',
          'Obvious pricing or typing errors will be corrected as soon as they are identified, and we will inform anyone who has already requested a proposal based on them.',
        ],
      },
      {
        id: 'reseller-program',
        heading: 'Reseller program',
        paragraphs: [
          'Registering for the reseller program is an application subject to review and approval by {company} based on technical, commercial and compliance criteria. Submitting the form does not create any relationship or guarantee approval.',
          'Approved resellers get access to the partner area and, with their authorization, have their name, state and cities served published on our partner map. The commercial terms of the partnership, such as compensation, territories and each party\'s obligations, are set out in a separate agreement.',
          'Partners who receive requests forwarded through the website must keep them confidential, use them only to serve the requester and comply with the LGPD.',
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Third-party links and services',
        paragraphs: [
          'The website contains links to and integrations with third-party services, such as WhatsApp, used to continue a conversation, and external products reached from the services menu, which open in a new tab. These services have their own terms and policies, over which we have no control.',
          'We recommend reading each service\'s terms and privacy policy before using it. A link does not mean we endorse all content on the destination site.',
        ],
      },
      {
        id: 'availability',
        heading: 'Website availability',
        paragraphs: [
          'We work to keep the website available and secure, but it may be interrupted for maintenance, updates or reasons beyond our control, such as internet provider or power outages. We may change, suspend or discontinue website features at any time.',
          'Service levels (SLAs), response times and availability commitments for managed services apply under each client\'s contract and do not apply to the website.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'Website content is informational and does not replace a technical assessment of your environment. To the extent permitted by law, {company} is not liable for:',
        ],
        items: [
          'decisions made solely on the basis of general content, simulations or chat assistant answers;',
          'damage caused by third-party services or websites;',
          'temporary unavailability or failures caused by third parties, acts of God or force majeure;',
          'misuse of your account resulting from failure to keep your password confidential.',
        ],
        after: [
          'Nothing in these terms excludes or limits any liability that cannot be excluded by law, including consumer rights under Brazil\'s Consumer Protection Code.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms at any time. The version in force is always the one published on this page, with the date of the latest update at the top.',
          'For significant changes, we will post a notice on the website and e-mail account holders. Continuing to use the website after an update means you accept the new version.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by the laws of the Federative Republic of Brazil, including the Marco Civil da Internet (Law No. 12,965/2014) and the LGPD (Law No. 13,709/2018).',
          'The courts of the judicial district (comarca) where {legalName} has its headquarters, in the State of São Paulo, are chosen to settle disputes arising from these terms. If you are a consumer, your rights under Brazil\'s Consumer Protection Code (CDC, Law No. 8,078/1990) are preserved, including the right to bring proceedings in the courts of your place of residence.',
          'Before going to court, please contact us at {email} or {phone}: most issues can be resolved quickly this way.',
        ],
      },
    ],
  },
  es: {
    title: 'Términos de Uso',
    description:
      'Condiciones de uso del sitio de {company}: cuentas, uso aceptable, propiedad intelectual, precios y ofertas, programa de revendedores y responsabilidad.',
    keywords: [
      'términos de uso',
      'condiciones de uso',
      'uso aceptable',
      'propiedad intelectual',
      'programa de revendedores',
      'servicios gestionados de TI',
    ],
    updated: '2026-11-01',
    intro: [
      'Estos Términos de Uso regulan el acceso y el uso del sitio {host} y de sus áreas de clientes y socios, gestionados por {legalName} ({company}), con sede en {address}.',
      'El tratamiento de los datos personales se describe en nuestra Política de Privacidad, que complementa estos términos. Los servicios de TI contratados se rigen por la propuesta comercial y el contrato firmados con cada cliente, que prevalecen sobre la información del sitio.',
    ],
    sections: [
      {
        id: 'acceptance',
        heading: 'Aceptación de los términos',
        paragraphs: [
          'Al navegar por el sitio, enviar un formulario o crear una cuenta, usted declara haber leído y aceptado estos términos. Si utiliza el sitio en nombre de una empresa, declara además que tiene facultades para aceptarlos en su nombre.',
          'Si no está de acuerdo con alguna condición, no utilice el sitio. Puede enviar sus dudas sobre estos términos a {email}.',
        ],
      },
      {
        id: 'site-and-services',
        heading: 'El sitio y lo que ofrece',
        paragraphs: ['El sitio presenta los servicios gestionados de TI de {company} y le permite:'],
        items: [
          'consultar información sobre servicios, planes y precios de referencia;',
          'solicitar presupuestos y contacto, con respuesta de nuestro equipo o de un socio regional;',
          'acceder a contenidos como artículos, e-books y el boletín;',
          'usar calculadoras y un asistente de chat con inteligencia artificial para dudas generales;',
          'acceder al área de clientes, para seguir la información de su relación con {company};',
          'acceder al área de socios, reservada a revendedores aprobados.',
        ],
        after: [
          'Las respuestas del asistente de chat y los resultados de las calculadoras son informativos y pueden contener imprecisiones. No sustituyen una propuesta comercial ni la evaluación de nuestro equipo técnico.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Cuentas y obligaciones del usuario',
        paragraphs: [
          'Para acceder a las áreas restringidas necesita una cuenta con correo electrónico, nombre completo y contraseña. Al crearla y utilizarla, usted se compromete a:',
        ],
        items: [
          'proporcionar datos verdaderos, completos y actualizados;',
          'mantener la contraseña en secreto y no compartir su acceso;',
          'avisarnos de inmediato en {email} si sospecha de un uso no autorizado de la cuenta;',
          'usar solo las funciones permitidas por su perfil (cliente, socio o administrador).',
        ],
        after: [
          'Usted es responsable de las actividades realizadas con su cuenta. Podemos suspender o cerrar cuentas utilizadas en contra de estos términos, con aviso previo siempre que sea posible.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Uso aceptable',
        paragraphs: ['Al utilizar el sitio, no está permitido:'],
        items: [
          'extraer contenido o datos de forma automatizada y abusiva (scraping), sobrecargar la infraestructura o eludir los límites de solicitudes;',
          'intentar acceder a áreas, cuentas o sistemas sin autorización, explotar vulnerabilidades o realizar ataques de cualquier tipo, incluida la denegación de servicio;',
          'indicar datos falsos, usar datos de terceros sin autorización o hacerse pasar por otra persona o empresa;',
          'enviar archivos con código malicioso o con contenido ilícito, ofensivo o que vulnere derechos de terceros;',
          'usar los formularios, el chat o el boletín para spam o para fines distintos de aquellos a los que están destinados.',
        ],
        after: [
          'Si encuentra una vulnerabilidad, comuníquela de forma responsable a {email}, sin explotarla. Aplicamos limitación de solicitudes y otros controles para proteger el sitio, y las conductas ilícitas podrán ponerse en conocimiento de las autoridades.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propiedad intelectual y e-books',
        paragraphs: [
          'Los textos, imágenes, marcas, logotipos, diseño, código y demás contenidos del sitio pertenecen a {company} o a sus licenciantes y están protegidos por la legislación de derechos de autor y de propiedad industrial. Las marcas de fabricantes y socios tecnológicos mencionadas pertenecen a sus respectivos titulares.',
          'Los e-books se le otorgan bajo licencia gratuita, no exclusiva e intransferible, para uso interno en su empresa. No está permitido revenderlos, volver a publicarlos, modificarlos ni distribuirlos públicamente sin autorización por escrito. Las citas breves con mención de la fuente son bienvenidas.',
        ],
      },
      {
        id: 'prices-and-offers',
        heading: 'Precios, ofertas y propuestas',
        paragraphs: [
          'Los precios que se muestran en el sitio son valores iniciales de referencia, indicados como "desde", y pueden variar según el alcance, la cantidad de equipos, la ubicación y los niveles de servicio. La contratación solo se formaliza con una propuesta comercial o un contrato firmado, que establece el precio, el plazo y las condiciones finales.',
          'Las ofertas promocionales, como el 30 % de descuento en la primera mensualidad para los 10 primeros clientes, son válidas en las condiciones descritas en la propia oferta, dentro del período indicado y hasta agotar las plazas disponibles. La cuenta regresiva que se muestra en su navegador es orientativa; la aplicación de la condición promocional depende de la disponibilidad y se confirma en la propuesta comercial.',
          'Los errores materiales evidentes de precio o de escritura se corregirán en cuanto se detecten, y avisaremos a quienes ya hayan solicitado una propuesta basada en ellos.',
        ],
      },
      {
        id: 'reseller-program',
        heading: 'Programa de revendedores',
        paragraphs: [
          'El registro en el programa de revendedores es una solicitud sujeta a análisis y aprobación por parte de {company}, según criterios técnicos, comerciales y de cumplimiento. El envío del formulario no crea ningún vínculo ni garantiza la aprobación.',
          'Los revendedores aprobados obtienen acceso al área de socios y, con su autorización, su nombre, estado y ciudades atendidas se publican en el mapa de socios. Las condiciones comerciales de la asociación, como la remuneración, las regiones de actuación y las obligaciones de cada parte, se establecen en un contrato propio.',
          'Los socios que reciben solicitudes derivadas desde el sitio deben tratarlas de forma confidencial, usarlas solo para atender al solicitante y cumplir la LGPD.',
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Enlaces y servicios de terceros',
        paragraphs: [
          'El sitio contiene enlaces e integraciones con servicios de terceros, como WhatsApp, utilizado para continuar una atención, y productos externos accesibles desde el menú de servicios, que se abren en una nueva pestaña. Estos servicios tienen sus propios términos y políticas, sobre los que no tenemos control.',
          'Le recomendamos leer los términos y la política de privacidad de cada servicio antes de usarlo. La presencia de un enlace no implica que respaldemos todo el contenido del sitio de destino.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilidad del sitio',
        paragraphs: [
          'Trabajamos para mantener el sitio disponible y seguro, pero puede sufrir interrupciones por mantenimiento, actualizaciones o factores ajenos a nuestro control, como fallos de proveedores de internet o cortes de energía. Podemos modificar, suspender o retirar funciones del sitio en cualquier momento.',
          'Los niveles de servicio (SLA), los tiempos de respuesta y las garantías de disponibilidad de los servicios gestionados se aplican según el contrato de cada cliente y no se aplican al sitio.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitación de responsabilidad',
        paragraphs: [
          'El contenido del sitio es informativo y no sustituye un análisis técnico de su entorno. En la medida permitida por la ley, {company} no responde por:',
        ],
        items: [
          'decisiones tomadas únicamente con base en contenidos generales, simulaciones o respuestas del asistente de chat;',
          'daños causados por servicios o sitios de terceros;',
          'indisponibilidades temporales o fallos causados por terceros, caso fortuito o fuerza mayor;',
          'el uso indebido de su cuenta derivado de no mantener en secreto su contraseña.',
        ],
        after: [
          'Nada de lo dispuesto en estos términos excluye o limita responsabilidades que la ley no permita excluir, incluidos los derechos del consumidor previstos en el Código de Defensa del Consumidor de Brasil.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos términos en cualquier momento. La versión vigente es siempre la publicada en esta página, con la fecha de la última actualización al inicio.',
          'Ante cambios relevantes, lo avisaremos en el sitio y, a quienes tengan cuenta, por correo electrónico. Seguir utilizando el sitio después de la actualización implica la aceptación de la nueva versión.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Ley aplicable y jurisdicción',
        paragraphs: [
          'Estos términos se rigen por las leyes de la República Federativa de Brasil, incluidos el Marco Civil de Internet (Ley n.º 12.965/2014) y la LGPD (Ley n.º 13.709/2018).',
          'Para resolver las controversias derivadas de estos términos se elige el foro de la circunscripción judicial (comarca) de la sede de {legalName}, en el Estado de São Paulo. Si usted es consumidor, se preservan los derechos previstos en el Código de Defensa del Consumidor de Brasil (Ley n.º 8.078/1990), incluido el de presentar la demanda ante los tribunales de su domicilio.',
          'Antes de acudir a los tribunales, escríbanos a {email} o llámenos al {phone}: la mayoría de las cuestiones se resuelven rápidamente por esta vía.',
        ],
      },
    ],
  },
};
