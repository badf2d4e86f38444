import type { CertificationsPageContent, PerLocale } from '@/content/types';

export const certificationsPage: PerLocale<CertificationsPageContent> = {
  pt: {
    title: 'Certificações e parcerias',
    description:
      'Certificações da {company}: Microsoft Partner, AWS Partner e programa de conformidade com a LGPD, além dos parceiros de tecnologia que usamos.',
    keywords: [
      'certificações de TI',
      'Microsoft Partner',
      'AWS Partner',
      'conformidade LGPD',
      'parceiros de tecnologia',
      'ISO 27001',
    ],
    intro: [
      'Certificações não são enfeite: elas mostram que a equipe foi avaliada pelos fabricantes e que nossos processos seguem padrões reconhecidos. Na {company}, mantemos parcerias com os principais provedores de nuvem e um programa de conformidade com a LGPD que orienta a forma como tratamos os dados dos clientes.',
      'Abaixo você encontra o que cada credencial significa na prática, quais benefícios ela traz para o seu negócio e quais normas e boas práticas seguimos. Se precisar de comprovantes para um processo de homologação de fornecedores, fale com a gente pelo {email}.',
    ],
    items: {
      microsoft: {
        name: 'Microsoft Partner',
        description:
          'Parceria com a Microsoft para implantar, migrar e administrar ambientes Microsoft 365 e Azure.',
        fullDescription:
          'Como Microsoft Partner, a {company} tem acesso a treinamentos, ferramentas e canais de suporte diretos do fabricante. Nossa equipe planeja e executa migrações de e-mail e arquivos para o Microsoft 365, configura Teams, SharePoint e OneDrive e administra cargas de trabalho no Azure. Todo ambiente é entregue com políticas de segurança, autenticação multifator e monitoramento contínuo.',
        benefits: [
          'Licenciamento Microsoft 365 e Azure com orientação sobre o plano mais adequado',
          'Migração de e-mail, arquivos e servidores sem interromper a operação',
          'Suporte escalonado diretamente com o fabricante quando necessário',
          'Segurança configurada com MFA, acesso condicional e proteção contra phishing',
        ],
        compliance: [
          'Boas práticas de segurança e governança do Microsoft 365',
          'Azure Well-Architected Framework',
          'Alinhamento aos controles da ISO/IEC 27001',
          'Proteção de dados pessoais conforme a LGPD',
        ],
      },
      aws: {
        name: 'AWS Partner',
        description:
          'Parceria com a Amazon Web Services para projetar, migrar e operar cargas de trabalho na nuvem AWS.',
        fullDescription:
          'Como AWS Partner, a {company} desenha arquiteturas na AWS que equilibram desempenho, segurança e custo. Realizamos migrações de servidores e aplicações, configuramos redes, identidades e backups e acompanhamos o consumo para evitar surpresas na fatura. A operação segue o modelo de responsabilidade compartilhada, com papéis claros entre a AWS, a {company} e o cliente.',
        benefits: [
          'Arquiteturas revisadas com base no AWS Well-Architected Framework',
          'Otimização de custos com dimensionamento correto dos recursos',
          'Alta disponibilidade com distribuição entre zonas de disponibilidade',
          'Monitoramento, backup e recuperação de desastres gerenciados',
        ],
        compliance: [
          'AWS Well-Architected Framework',
          'Modelo de responsabilidade compartilhada da AWS',
          'Criptografia de dados em repouso e em trânsito',
          'Controle de acesso com IAM e princípio do menor privilégio',
        ],
      },
      lgpd: {
        name: 'LGPD',
        description:
          'Programa de conformidade com a Lei Geral de Proteção de Dados que rege como tratamos os dados pessoais dos clientes e de seus usuários.',
        fullDescription:
          'O programa de conformidade com a LGPD da {company} abrange os serviços que prestamos e os dados que tratamos em nome dos clientes, na condição de operadora. Mantemos registro das operações de tratamento, contratos com cláusulas de proteção de dados, controles técnicos de segurança e um encarregado (DPO) para atender titulares e a ANPD. Também apoiamos os clientes na adequação dos seus próprios ambientes de TI às exigências da lei.',
        benefits: [
          'Contratos com cláusulas de proteção de dados e papéis de controlador e operador bem definidos',
          'Criptografia, controle de acesso e registros de auditoria nos ambientes gerenciados',
          'Plano de resposta a incidentes com comunicação ágil ao cliente',
          'Apoio técnico na adequação do seu ambiente de TI à LGPD',
        ],
        compliance: [
          'Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais)',
          'Guias e resoluções da Autoridade Nacional de Proteção de Dados (ANPD)',
          'Registro das operações de tratamento de dados pessoais',
          'Encarregado pelo tratamento de dados pessoais (DPO) designado',
        ],
      },
    },
    footerListTitle: 'Os selos do rodapé',
    footerListText:
      'Os selos exibidos no rodapé do site resumem nossas credenciais: ISO 27001 indica que nossas práticas de segurança da informação seguem os controles da norma ISO/IEC 27001; LGPD Compliance representa o programa de conformidade com a Lei Geral de Proteção de Dados; Microsoft Partner e AWS Certified identificam nossas parcerias e a equipe certificada nas duas principais nuvens públicas.',
    partnersTitle: 'Parceiros de tecnologia',
    partnersText:
      'Trabalhamos com fabricantes reconhecidos para entregar soluções completas, com garantia, suporte e atualizações. Estes são os principais parceiros por trás dos nossos serviços.',
    partners: {
      Microsoft:
        'Microsoft 365, Exchange Online, Teams e Azure para e-mail corporativo, colaboração e servidores em nuvem.',
      AWS: 'Hospedagem de aplicações, servidores virtuais, armazenamento e recuperação de desastres na nuvem AWS.',
      'Google Cloud':
        'Google Workspace e infraestrutura no Google Cloud para empresas que já trabalham no ecossistema Google.',
      Fortinet:
        'Firewalls FortiGate, VPN e proteção de perímetro para redes corporativas, filiais e condomínios.',
      'Dell Technologies':
        'Servidores, storage corporativo, estações de trabalho e notebooks com garantia e suporte do fabricante.',
      Intelbras:
        'Câmeras, controle de acesso, PABX IP e redes Wi-Fi para segurança eletrônica e telefonia.',
    },
  },

  en: {
    title: 'Certifications and partnerships',
    description:
      '{company} certifications: Microsoft Partner, AWS Partner and an LGPD compliance program, plus the technology partners behind our services.',
    keywords: [
      'IT certifications',
      'Microsoft Partner',
      'AWS Partner',
      'LGPD compliance',
      'technology partners',
      'ISO 27001',
    ],
    intro: [
      'Certifications are not decoration: they show that our team has been assessed by the vendors and that our processes follow recognized standards. At {company}, we hold partnerships with the leading cloud providers and run an LGPD compliance program that governs how we handle client data.',
      'Below you will find what each credential means in practice, the benefits it brings to your business and the standards and best practices we follow. If you need supporting documents for a vendor qualification process, contact us at {email}.',
    ],
    items: {
      microsoft: {
        name: 'Microsoft Partner',
        description:
          'A partnership with Microsoft to deploy, migrate and manage Microsoft 365 and Azure environments.',
        fullDescription:
          'As a Microsoft Partner, {company} has access to training, tools and direct support channels from the vendor. Our team plans and carries out e-mail and file migrations to Microsoft 365, configures Teams, SharePoint and OneDrive, and manages workloads on Azure. Every environment is delivered with security policies, multi-factor authentication and continuous monitoring.',
        benefits: [
          'Microsoft 365 and Azure licensing with guidance on the right plan',
          'E-mail, file and server migrations without disrupting operations',
          'Escalated support directly with the vendor when needed',
          'Security configured with MFA, conditional access and phishing protection',
        ],
        compliance: [
          'Microsoft 365 security and governance best practices',
          'Azure Well-Architected Framework',
          'Alignment with ISO/IEC 27001 controls',
          'Personal data protection under the LGPD',
        ],
      },
      aws: {
        name: 'AWS Partner',
        description:
          'A partnership with Amazon Web Services to design, migrate and operate workloads in the AWS cloud.',
        fullDescription:
          'As an AWS Partner, {company} designs AWS architectures that balance performance, security and cost. We migrate servers and applications, configure networking, identity and backups, and track consumption to avoid billing surprises. Operations follow the shared responsibility model, with clear roles for AWS, {company} and the client.',
        benefits: [
          'Architectures reviewed against the AWS Well-Architected Framework',
          'Cost optimization through right-sizing of resources',
          'High availability across multiple Availability Zones',
          'Managed monitoring, backup and disaster recovery',
        ],
        compliance: [
          'AWS Well-Architected Framework',
          'AWS shared responsibility model',
          'Encryption of data at rest and in transit',
          'Access control with IAM and the principle of least privilege',
        ],
      },
      lgpd: {
        name: 'LGPD',
        description:
          'A compliance program for Brazil’s General Data Protection Law that governs how we process the personal data of our clients and their users.',
        fullDescription:
          'The {company} LGPD compliance program covers the services we provide and the data we process on behalf of clients as a data processor. We keep records of processing activities, contracts with data protection clauses, technical security controls and a Data Protection Officer (DPO) to handle requests from data subjects and the ANPD. We also help clients bring their own IT environments in line with the law.',
        benefits: [
          'Contracts with data protection clauses and clearly defined controller and processor roles',
          'Encryption, access control and audit logs across managed environments',
          'Incident response plan with prompt communication to the client',
          'Technical support to bring your IT environment into LGPD compliance',
        ],
        compliance: [
          'Law No. 13,709/2018 (Brazilian General Data Protection Law)',
          'Guidance and resolutions from the National Data Protection Authority (ANPD)',
          'Records of personal data processing activities',
          'Appointed Data Protection Officer (DPO)',
        ],
      },
    },
    footerListTitle: 'The badges in our footer',
    footerListText:
      'The badges in the site footer summarize our credentials: ISO 27001 indicates that our information security practices follow the controls of the ISO/IEC 27001 standard; LGPD Compliance stands for our compliance program under Brazil’s General Data Protection Law; Microsoft Partner and AWS Certified identify our partnerships and our certified team on the two leading public clouds.',
    partnersTitle: 'Technology partners',
    partnersText:
      'We work with recognized vendors to deliver complete solutions, backed by warranty, support and updates. These are the main partners behind our services.',
    partners: {
      Microsoft:
        'Microsoft 365, Exchange Online, Teams and Azure for corporate e-mail, collaboration and cloud servers.',
      AWS: 'Application hosting, virtual servers, storage and disaster recovery in the AWS cloud.',
      'Google Cloud':
        'Google Workspace and Google Cloud infrastructure for companies already working in the Google ecosystem.',
      Fortinet:
        'FortiGate firewalls, VPN and perimeter protection for corporate networks, branch offices and condominiums.',
      'Dell Technologies':
        'Servers, enterprise storage, workstations and laptops with manufacturer warranty and support.',
      Intelbras:
        'Cameras, access control, IP PBX and Wi-Fi networks for electronic security and telephony.',
    },
  },

  es: {
    title: 'Certificaciones y alianzas',
    description:
      'Certificaciones de {company}: Microsoft Partner, AWS Partner y programa de cumplimiento de la LGPD, además de nuestros socios tecnológicos.',
    keywords: [
      'certificaciones de TI',
      'Microsoft Partner',
      'AWS Partner',
      'cumplimiento LGPD',
      'socios tecnológicos',
      'ISO 27001',
    ],
    intro: [
      'Las certificaciones no son un adorno: demuestran que nuestro equipo ha sido evaluado por los fabricantes y que nuestros procesos siguen estándares reconocidos. En {company} mantenemos alianzas con los principales proveedores de nube y un programa de cumplimiento de la LGPD que orienta la forma en que tratamos los datos de los clientes.',
      'A continuación encontrará qué significa cada credencial en la práctica, qué beneficios aporta a su negocio y qué normas y buenas prácticas seguimos. Si necesita documentación para un proceso de homologación de proveedores, escríbanos a {email}.',
    ],
    items: {
      microsoft: {
        name: 'Microsoft Partner',
        description:
          'Alianza con Microsoft para implementar, migrar y administrar entornos de Microsoft 365 y Azure.',
        fullDescription:
          'Como Microsoft Partner, {company} tiene acceso a formación, herramientas y canales de soporte directos del fabricante. Nuestro equipo planifica y ejecuta migraciones de correo y archivos a Microsoft 365, configura Teams, SharePoint y OneDrive y administra cargas de trabajo en Azure. Cada entorno se entrega con políticas de seguridad, autenticación multifactor y monitoreo continuo.',
        benefits: [
          'Licenciamiento de Microsoft 365 y Azure con asesoría sobre el plan más adecuado',
          'Migración de correo, archivos y servidores sin interrumpir la operación',
          'Soporte escalado directamente con el fabricante cuando es necesario',
          'Seguridad configurada con MFA, acceso condicional y protección contra phishing',
        ],
        compliance: [
          'Buenas prácticas de seguridad y gobierno de Microsoft 365',
          'Azure Well-Architected Framework',
          'Alineación con los controles de la ISO/IEC 27001',
          'Protección de datos personales conforme a la LGPD',
        ],
      },
      aws: {
        name: 'AWS Partner',
        description:
          'Alianza con Amazon Web Services para diseñar, migrar y operar cargas de trabajo en la nube de AWS.',
        fullDescription:
          'Como AWS Partner, {company} diseña arquitecturas en AWS que equilibran rendimiento, seguridad y costo. Migramos servidores y aplicaciones, configuramos redes, identidades y backups y seguimos el consumo para evitar sorpresas en la factura. La operación sigue el modelo de responsabilidad compartida, con funciones claras para AWS, {company} y el cliente.',
        benefits: [
          'Arquitecturas revisadas según el AWS Well-Architected Framework',
          'Optimización de costos mediante el dimensionamiento correcto de los recursos',
          'Alta disponibilidad con distribución entre zonas de disponibilidad',
          'Monitoreo, backup y recuperación ante desastres gestionados',
        ],
        compliance: [
          'AWS Well-Architected Framework',
          'Modelo de responsabilidad compartida de AWS',
          'Cifrado de datos en reposo y en tránsito',
          'Control de acceso con IAM y principio de mínimo privilegio',
        ],
      },
      lgpd: {
        name: 'LGPD',
        description:
          'Programa de cumplimiento de la Ley General de Protección de Datos de Brasil que rige cómo tratamos los datos personales de los clientes y sus usuarios.',
        fullDescription:
          'El programa de cumplimiento de la LGPD de {company} abarca los servicios que prestamos y los datos que tratamos en nombre de los clientes, en calidad de encargado del tratamiento. Mantenemos un registro de las operaciones de tratamiento, contratos con cláusulas de protección de datos, controles técnicos de seguridad y un delegado de protección de datos (DPO) para atender a los titulares y a la ANPD. También ayudamos a los clientes a adecuar sus propios entornos de TI a las exigencias de la ley.',
        benefits: [
          'Contratos con cláusulas de protección de datos y funciones de responsable y encargado bien definidas',
          'Cifrado, control de acceso y registros de auditoría en los entornos gestionados',
          'Plan de respuesta a incidentes con comunicación ágil al cliente',
          'Apoyo técnico para adecuar su entorno de TI a la LGPD',
        ],
        compliance: [
          'Ley n.º 13.709/2018 (Ley General de Protección de Datos Personales de Brasil)',
          'Guías y resoluciones de la Autoridad Nacional de Protección de Datos (ANPD)',
          'Registro de las operaciones de tratamiento de datos personales',
          'Delegado de protección de datos (DPO) designado',
        ],
      },
    },
    footerListTitle: 'Los sellos del pie de página',
    footerListText:
      'Los sellos que aparecen en el pie de página del sitio resumen nuestras credenciales: ISO 27001 indica que nuestras prácticas de seguridad de la información siguen los controles de la norma ISO/IEC 27001; LGPD Compliance representa nuestro programa de cumplimiento de la Ley General de Protección de Datos de Brasil; Microsoft Partner y AWS Certified identifican nuestras alianzas y nuestro equipo certificado en las dos principales nubes públicas.',
    partnersTitle: 'Socios tecnológicos',
    partnersText:
      'Trabajamos con fabricantes reconocidos para ofrecer soluciones completas, con garantía, soporte y actualizaciones. Estos son los principales socios detrás de nuestros servicios.',
    partners: {
      Microsoft:
        'Microsoft 365, Exchange Online, Teams y Azure para correo corporativo, colaboración y servidores en la nube.',
      AWS: 'Alojamiento de aplicaciones, servidores virtuales, almacenamiento y recuperación ante desastres en la nube de AWS.',
      'Google Cloud':
        'Google Workspace e infraestructura en Google Cloud para empresas que ya trabajan en el ecosistema de Google.',
      Fortinet:
        'Firewalls FortiGate, VPN y protección perimetral para redes corporativas, sucursales y condominios.',
      'Dell Technologies':
        'Servidores, almacenamiento empresarial, estaciones de trabajo y portátiles con garantía y soporte del fabricante.',
      Intelbras:
        'Cámaras, control de acceso, centralitas IP y redes Wi-Fi para seguridad electrónica y telefonía.',
    },
  },
};
