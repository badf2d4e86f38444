import type { AboutContent, PerLocale } from '@/content/types';

export const about: PerLocale<AboutContent> = {
  pt: {
    title: 'Sobre a {company}',
    description:
      'Conheça a {company}: desde {foundingYear} cuidando de suporte de TI gerenciado, cloud, backup e segurança para empresas no Brasil e nos EUA.',
    keywords: [
      'empresa de TI em Alphaville',
      'suporte de TI gerenciado',
      'MSP Barueri',
      'provedor de serviços gerenciados de TI',
      'TI para pequenas e médias empresas',
      'suporte de TI em Orlando',
    ],
    intro: [
      'A {company} nasceu em {foundingYear}, em Alphaville, como uma empresa de suporte técnico para pequenos e médios negócios da região. Em mais de 21 anos, crescemos junto com nossos clientes e passamos a cuidar de toda a infraestrutura de tecnologia: suporte gerenciado (MSP), cloud e file server, backup profissional, e-mail corporativo e telefonia IP, storage, automação IoT e segurança eletrônica assistida por inteligência artificial.',
      'Hoje atendemos mais de 500 clientes — empresas, condomínios, hotéis, hospitais e indústrias — a partir da sede em Barueri – SP e da filial em Orlando, na Flórida. Nosso modelo é direto: monitoramento proativo, SLA de 15 a 30 minutos, disponibilidade de 99.9% e uma equipe que entende o seu negócio, para que a TI reduza custos em até 60% em vez de gerar problemas.',
    ],
    mission:
      'Manter a tecnologia dos nossos clientes segura, disponível e previsível, com atendimento próximo e custos sob controle, para que eles possam se dedicar ao que fazem de melhor.',
    vision:
      'Ser referência em serviços gerenciados de TI para pequenas e médias empresas no Brasil e para empresas brasileiras com operações nos Estados Unidos, unindo atendimento humano e automação inteligente.',
    values: [
      {
        title: 'Proximidade',
        text: 'Você fala com pessoas que conhecem o seu ambiente, e incidentes críticos recebem resposta em até 15 minutos.',
      },
      {
        title: 'Prevenção',
        text: 'Monitoramos, atualizamos e testamos backups continuamente para resolver os problemas antes que eles parem a operação.',
      },
      {
        title: 'Segurança e privacidade',
        text: 'Tratamos os dados de cada cliente com criptografia, controle de acesso e processos alinhados à LGPD.',
      },
      {
        title: 'Transparência',
        text: 'Preços claros, relatórios periódicos e propostas objetivas, entregues em até 48 horas após a reunião.',
      },
      {
        title: 'Evolução contínua',
        text: 'Investimos em nuvem, IoT e inteligência artificial para que nossos clientes tenham acesso às tecnologias certas, no momento certo.',
      },
    ],
    timeline: [
      {
        year: '2003',
        title: 'Fundação em Alphaville',
        text: 'A {company} inicia suas atividades com suporte técnico e manutenção de computadores e redes para pequenas empresas de Barueri e região.',
      },
      {
        year: '2009',
        title: 'TI gerenciada (MSP)',
        text: 'O atendimento sob demanda dá lugar ao modelo de serviços gerenciados, com monitoramento contínuo, contrato por dispositivo e SLA definido.',
      },
      {
        year: '2012',
        title: 'Comunicação corporativa',
        text: 'Lançamos e-mail corporativo, mensageria e PABX IP, unificando a comunicação interna e o atendimento dos clientes.',
      },
      {
        year: '2015',
        title: 'Cloud e backup profissional',
        text: 'Chegam o cloud file server, o storage corporativo e o backup com criptografia AES-256, retenção de 90 dias e cópias em 3 datacenters.',
      },
      {
        year: '2018',
        title: 'Automação IoT e contadores de pessoas',
        text: 'Projetos de automação com economia de energia de até 32% e contadores de pessoas para varejo, condomínios e espaços corporativos.',
      },
      {
        year: '2020',
        title: 'Programa de revendas',
        text: 'Criamos o programa de parceiros, que hoje reúne revendas oficiais em diversos estados brasileiros.',
      },
      {
        year: '2022',
        title: 'Filial em Orlando',
        text: 'Abrimos a filial em Orlando, na Flórida, para atender clientes nos Estados Unidos e empresas brasileiras com operações no país.',
      },
      {
        year: '2025',
        title: 'Inteligência artificial e New Smart Cloud',
        text: 'Segurança eletrônica assistida por IA, chatbot de atendimento e a New Smart Cloud ampliam o portfólio com automação inteligente.',
      },
    ],
    offices: {
      hq: {
        title: 'Sede — Alphaville, Barueri (SP)',
        text: 'Nossa sede fica em Alphaville, um dos principais polos empresariais do estado de São Paulo: {address}. Daqui operam o service desk, o monitoramento dos ambientes e a coordenação dos atendimentos presenciais.',
      },
      orlando: {
        title: 'Filial — Orlando, Flórida (EUA)',
        text: 'A filial de Orlando atende clientes nos Estados Unidos e empresas brasileiras com operações no país, com o mesmo padrão de suporte, segurança e SLA da sede, em português, inglês ou espanhol.',
      },
    },
    numbers: [
      { value: '21+', label: 'anos de mercado' },
      { value: '500+', label: 'clientes atendidos' },
      { value: '99.9%', label: 'de disponibilidade em SLA' },
      { value: '15 min', label: 'de resposta a incidentes críticos' },
    ],
  },

  en: {
    title: 'About {company}',
    description:
      'Meet {company}: since {foundingYear}, delivering managed IT support, cloud, backup and security for businesses in Brazil and the United States.',
    keywords: [
      'managed IT services provider',
      'managed IT support Brazil',
      'MSP São Paulo',
      'IT support Orlando',
      'IT services for small and medium businesses',
      'Brazilian IT company',
    ],
    intro: [
      '{company} was founded in {foundingYear} in Alphaville, São Paulo, as a technical support company for small and medium businesses in the area. Over more than 21 years we have grown alongside our clients and now look after their entire technology stack: managed IT support (MSP), cloud and file server, professional backup, corporate e-mail and IP telephony, storage, IoT automation and AI-assisted electronic security.',
      'Today we serve more than 500 clients — companies, condominiums, hotels, hospitals and manufacturers — from our headquarters in Barueri, SP, and our branch in Orlando, Florida. Our approach is straightforward: proactive monitoring, a 15–30 minute SLA, 99.9% uptime and a team that understands your business, so that IT cuts costs by up to 60% instead of creating problems.',
    ],
    mission:
      'To keep our clients’ technology secure, available and predictable, with hands-on service and costs under control, so they can focus on what they do best.',
    vision:
      'To be the benchmark in managed IT services for small and medium businesses in Brazil and for Brazilian companies operating in the United States, combining human support with intelligent automation.',
    values: [
      {
        title: 'Closeness',
        text: 'You talk to people who know your environment, and critical incidents get a response within 15 minutes.',
      },
      {
        title: 'Prevention',
        text: 'We continuously monitor, patch and test backups so problems are solved before they bring operations to a halt.',
      },
      {
        title: 'Security and privacy',
        text: 'Every client’s data is protected with encryption, access control and LGPD-aligned processes.',
      },
      {
        title: 'Transparency',
        text: 'Clear pricing, regular reports and objective proposals, delivered within 48 hours of our first meeting.',
      },
      {
        title: 'Continuous improvement',
        text: 'We invest in cloud, IoT and artificial intelligence so our clients get the right technology at the right time.',
      },
    ],
    timeline: [
      {
        year: '2003',
        title: 'Founded in Alphaville',
        text: '{company} opens its doors, providing technical support and maintenance for computers and networks at small businesses in Barueri and the surrounding area.',
      },
      {
        year: '2009',
        title: 'Managed IT (MSP)',
        text: 'On-demand support gives way to a managed services model, with continuous monitoring, per-device contracts and a defined SLA.',
      },
      {
        year: '2012',
        title: 'Business communications',
        text: 'We launch corporate e-mail, messaging and IP PBX services, unifying internal communication and customer service for our clients.',
      },
      {
        year: '2015',
        title: 'Cloud and professional backup',
        text: 'Cloud file server, enterprise storage and backup with AES-256 encryption, 90-day retention and copies in 3 datacenters join the portfolio.',
      },
      {
        year: '2018',
        title: 'IoT automation and people counters',
        text: 'Automation projects with energy savings of up to 32%, plus people counters for retail, condominiums and corporate spaces.',
      },
      {
        year: '2020',
        title: 'Reseller program',
        text: 'We create our partner program, which now brings together official resellers across several Brazilian states.',
      },
      {
        year: '2022',
        title: 'Orlando branch',
        text: 'We open our branch in Orlando, Florida, to serve clients in the United States and Brazilian companies with US operations.',
      },
      {
        year: '2025',
        title: 'Artificial intelligence and New Smart Cloud',
        text: 'AI-assisted electronic security, a customer service chatbot and New Smart Cloud expand the portfolio with intelligent automation.',
      },
    ],
    offices: {
      hq: {
        title: 'Headquarters — Alphaville, Barueri (SP), Brazil',
        text: 'Our headquarters is in Alphaville, one of the leading business districts in the state of São Paulo: {address}. It is home to our service desk, environment monitoring and the coordination of on-site support.',
      },
      orlando: {
        title: 'Branch — Orlando, Florida (USA)',
        text: 'Our Orlando branch serves clients in the United States and Brazilian companies with US operations, with the same support, security and SLA standards as our headquarters, in English, Portuguese or Spanish.',
      },
    },
    numbers: [
      { value: '21+', label: 'years in business' },
      { value: '500+', label: 'clients served' },
      { value: '99.9%', label: 'uptime SLA' },
      { value: '15 min', label: 'critical incident response' },
    ],
  },

  es: {
    title: 'Sobre {company}',
    description:
      'Conozca {company}: desde {foundingYear} ofrecemos soporte de TI gestionado, nube, backup y seguridad para empresas en Brasil y Estados Unidos.',
    keywords: [
      'proveedor de servicios de TI gestionados',
      'soporte de TI gestionado',
      'MSP en Brasil',
      'soporte de TI en Orlando',
      'TI para pequeñas y medianas empresas',
      'empresa de TI en São Paulo',
    ],
    intro: [
      '{company} nació en {foundingYear} en Alphaville, São Paulo, como una empresa de soporte técnico para pequeños y medianos negocios de la región. En más de 21 años hemos crecido junto con nuestros clientes y hoy nos ocupamos de toda su infraestructura tecnológica: soporte de TI gestionado (MSP), nube y servidor de archivos, backup profesional, correo corporativo y telefonía IP, almacenamiento, automatización IoT y seguridad electrónica asistida por inteligencia artificial.',
      'Actualmente atendemos a más de 500 clientes — empresas, condominios, hoteles, hospitales e industrias — desde nuestra sede en Barueri (SP) y nuestra filial en Orlando, Florida. Nuestro modelo es sencillo: monitoreo proactivo, SLA de 15 a 30 minutos, disponibilidad del 99.9% y un equipo que entiende su negocio, para que la TI reduzca costos hasta en un 60% en lugar de generar problemas.',
    ],
    mission:
      'Mantener la tecnología de nuestros clientes segura, disponible y previsible, con una atención cercana y costos bajo control, para que puedan dedicarse a lo que mejor saben hacer.',
    vision:
      'Ser un referente en servicios de TI gestionados para pequeñas y medianas empresas en Brasil y para empresas brasileñas con operaciones en Estados Unidos, combinando atención humana y automatización inteligente.',
    values: [
      {
        title: 'Cercanía',
        text: 'Usted habla con personas que conocen su entorno, y los incidentes críticos reciben respuesta en un máximo de 15 minutos.',
      },
      {
        title: 'Prevención',
        text: 'Monitoreamos, actualizamos y probamos los backups de forma continua para resolver los problemas antes de que detengan la operación.',
      },
      {
        title: 'Seguridad y privacidad',
        text: 'Protegemos los datos de cada cliente con cifrado, control de acceso y procesos alineados con la LGPD.',
      },
      {
        title: 'Transparencia',
        text: 'Precios claros, informes periódicos y propuestas objetivas, entregadas en un máximo de 48 horas después de la reunión.',
      },
      {
        title: 'Evolución continua',
        text: 'Invertimos en nube, IoT e inteligencia artificial para que nuestros clientes accedan a la tecnología adecuada en el momento adecuado.',
      },
    ],
    timeline: [
      {
        year: '2003',
        title: 'Fundación en Alphaville',
        text: '{company} inicia sus actividades con soporte técnico y mantenimiento de computadoras y redes para pequeñas empresas de Barueri y alrededores.',
      },
      {
        year: '2009',
        title: 'TI gestionada (MSP)',
        text: 'El soporte bajo demanda da paso al modelo de servicios gestionados, con monitoreo continuo, contrato por dispositivo y SLA definido.',
      },
      {
        year: '2012',
        title: 'Comunicación corporativa',
        text: 'Lanzamos correo corporativo, mensajería y centralita IP, unificando la comunicación interna y la atención al cliente.',
      },
      {
        year: '2015',
        title: 'Nube y backup profesional',
        text: 'Se suman el servidor de archivos en la nube, el almacenamiento empresarial y el backup con cifrado AES-256, retención de 90 días y copias en 3 centros de datos.',
      },
      {
        year: '2018',
        title: 'Automatización IoT y contadores de personas',
        text: 'Proyectos de automatización con ahorro de energía de hasta un 32% y contadores de personas para comercios, condominios y espacios corporativos.',
      },
      {
        year: '2020',
        title: 'Programa de revendedores',
        text: 'Creamos nuestro programa de socios, que hoy reúne revendedores oficiales en varios estados de Brasil.',
      },
      {
        year: '2022',
        title: 'Filial en Orlando',
        text: 'Abrimos la filial en Orlando, Florida, para atender a clientes en Estados Unidos y a empresas brasileñas con operaciones en ese país.',
      },
      {
        year: '2025',
        title: 'Inteligencia artificial y New Smart Cloud',
        text: 'La seguridad electrónica asistida por IA, el chatbot de atención y New Smart Cloud amplían el portafolio con automatización inteligente.',
      },
    ],
    offices: {
      hq: {
        title: 'Sede — Alphaville, Barueri (SP), Brasil',
        text: 'Nuestra sede está en Alphaville, uno de los principales polos empresariales del estado de São Paulo: {address}. Desde aquí operan el service desk, el monitoreo de los entornos y la coordinación de la atención presencial.',
      },
      orlando: {
        title: 'Filial — Orlando, Florida (EE. UU.)',
        text: 'La filial de Orlando atiende a clientes en Estados Unidos y a empresas brasileñas con operaciones en el país, con los mismos estándares de soporte, seguridad y SLA que la sede, en español, inglés o portugués.',
      },
    },
    numbers: [
      { value: '21+', label: 'años en el mercado' },
      { value: '500+', label: 'clientes atendidos' },
      { value: '99.9%', label: 'de disponibilidad en SLA' },
      { value: '15 min', label: 'de respuesta a incidentes críticos' },
    ],
  },
};
