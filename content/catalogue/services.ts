import type { PerLocale, ServiceContent, ServicePageKey } from './types';

export const services: Record<ServicePageKey, PerLocale<ServiceContent>> = {
  msp: {
    pt: {
      title: 'Suporte de TI Gerenciado (MSP)',
      subtitle: 'Monitoramento 24/7 e SLA de 15-30 minutos para toda a sua TI',
      metaDescription:
        'Suporte de TI gerenciado com monitoramento 24/7, SLA de 15-30 minutos e redução de até 40% nos custos de TI. Valor mensal fixo por dispositivo.',
      keywords: [
        'suporte de TI gerenciado',
        'MSP',
        'terceirização de TI',
        'help desk para empresas',
        'monitoramento de TI 24/7',
        'suporte técnico para PMEs',
      ],
      description:
        'Cuidamos da sua TI por um valor mensal por dispositivo: monitoramento 24/7, help desk, atualizações e segurança dos equipamentos. Incidentes críticos recebem resposta em até 15 minutos, e a sua equipe volta a focar no negócio.',
      intro: [
        'Para a maioria das pequenas e médias empresas, manter uma equipe interna de TI completa é caro, e depender de um técnico avulso significa esperar o problema acontecer para só então correr atrás. O suporte de TI gerenciado inverte essa lógica: monitoramos computadores, servidores e rede 24 horas por dia e agimos antes que uma falha pare a operação.',
        'O contrato é simples: um valor mensal por dispositivo, com help desk, gestão de atualizações, antivírus, inventário e relatórios incluídos. Os chamados seguem SLA de 15-30 minutos — até 15 minutos para incidentes críticos e até 30 minutos para alta prioridade — e o modelo gerenciado pode reduzir em até 40% os custos de TI.',
        'A implantação leva de 24 a 48 horas: instalamos o agente de monitoramento, levantamos o inventário e documentamos o ambiente. Quando surgir uma demanda maior, como a mudança de escritório ou um projeto especial, a mesma equipe que já conhece a sua estrutura cuida do planejamento.',
      ],
      benefits: [
        'Custos de TI previsíveis, com redução de até 40% em relação ao modelo reativo',
        'Problemas detectados e corrigidos antes de afetar os usuários',
        'Resposta em até 15 minutos para incidentes críticos',
        'Uma equipe que conhece o seu ambiente, sem depender de um único técnico',
      ],
      cardFeatures: ['Monitoramento 24/7', 'SLA de 15-30 minutos', 'Atualizações e antivírus gerenciados'],
      badge: 'Mais contratado',
      included: [
        'Monitoramento 24/7 de computadores, servidores e rede',
        'Help desk para os usuários por telefone, WhatsApp e acesso remoto',
        'Gestão de atualizações do sistema operacional e dos aplicativos',
        'Antivírus gerenciado e tratamento de alertas de segurança',
        'Inventário de hardware e software sempre atualizado',
        'Acompanhamento das rotinas de backup',
        'Criação e remoção de acessos na entrada e saída de colaboradores',
        'Relatórios mensais de chamados, disponibilidade e recomendações',
      ],
      claims: [
        { value: '15 min', label: 'resposta a incidentes críticos' },
        { value: '30 min', label: 'SLA para chamados de alta prioridade' },
        { value: 'Até 40%', label: 'de redução nos custos de TI' },
        { value: '24–48 h', label: 'para a implantação' },
      ],
      audiences: [
        'Pequenas e médias empresas sem equipe de TI interna ou com equipe enxuta',
        'Escritórios, clínicas e consultórios que dependem do computador o dia todo',
        'Hotéis e condomínios com recepção, portaria e administração informatizadas',
        'Hospitais e indústrias que precisam de resposta rápida em turnos estendidos',
      ],
      steps: [
        {
          title: 'Diagnóstico',
          text: 'Em uma reunião agendada em até 24 horas, entendemos o seu ambiente, os pontos de dor e a quantidade de dispositivos.',
        },
        {
          title: 'Proposta',
          text: 'Em até 48 horas você recebe a proposta com o valor mensal por dispositivo e o escopo de atendimento.',
        },
        {
          title: 'Implantação',
          text: 'Em 24 a 48 horas instalamos o monitoramento, levantamos o inventário e apresentamos o canal de chamados à equipe.',
        },
        {
          title: 'Gestão contínua',
          text: 'Monitoramento 24/7, atendimento dentro do SLA e relatórios mensais com recomendações de melhoria.',
        },
      ],
      faq: [
        {
          question: 'Como funciona a cobrança por dispositivo?',
          answer:
            'Cada equipamento gerenciado — computador, notebook ou servidor — entra no contrato com valor mensal fixo. O custo acompanha o tamanho da equipe, e você inclui ou retira equipamentos conforme a empresa muda.',
        },
        {
          question: 'O que significa SLA de 15-30 minutos?',
          answer:
            'É o tempo máximo para começarmos a atuar no seu chamado: até 15 minutos para incidentes críticos, que param a operação, e até 30 minutos para chamados de alta prioridade.',
        },
        {
          question: 'Preciso abrir mão da minha equipe de TI interna?',
          answer:
            'Não. Podemos atuar como o departamento de TI completo ou complementar a equipe existente, assumindo monitoramento, atualizações e help desk para que os seus profissionais se concentrem em projetos.',
        },
        {
          question: 'Quanto tempo leva para começar?',
          answer:
            'A implantação leva de 24 a 48 horas após a aprovação da proposta. Nesse período instalamos o monitoramento, levantamos o inventário e orientamos a equipe sobre como abrir chamados.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse no suporte de TI gerenciado (MSP) e gostaria de um diagnóstico do meu ambiente.',
    },
    en: {
      title: 'Managed IT Support (MSP)',
      subtitle: '24/7 monitoring and a 15-30 minute SLA for your entire IT',
      metaDescription:
        'Managed IT support with 24/7 monitoring, a 15-30 minute SLA and up to 40% lower IT costs. A fixed monthly fee per device, with no surprises.',
      keywords: [
        'managed IT support',
        'MSP',
        'IT outsourcing',
        'business help desk',
        '24/7 IT monitoring',
        'IT support for small businesses',
      ],
      description:
        'We take care of your IT for a monthly fee per device: 24/7 monitoring, help desk, updates and endpoint security. Critical incidents get a response within 15 minutes, so your team can get back to running the business.',
      intro: [
        'For most small and mid-sized companies, a full in-house IT team is expensive, and relying on an on-call technician means waiting for something to break before anyone acts. Managed IT support flips that around: we monitor computers, servers and the network around the clock and step in before a failure stops your operation.',
        'The contract is simple: a monthly fee per device, with help desk, update management, antivirus, inventory and reports included. Tickets follow a 15-30 minute SLA — up to 15 minutes for critical incidents and up to 30 minutes for high priority — and the managed model can cut IT costs by up to 40%.',
        'Onboarding takes 24 to 48 hours: we install the monitoring agent, build the inventory and document your environment. When a bigger need comes up, such as an office move or a special project, the same team that already knows your setup handles the planning.',
      ],
      benefits: [
        'Predictable IT costs, up to 40% lower than the break-fix model',
        'Problems detected and fixed before users notice',
        'Response within 15 minutes for critical incidents',
        'A team that knows your environment, instead of a single technician',
      ],
      cardFeatures: ['24/7 monitoring', '15-30 minute SLA', 'Managed updates and antivirus'],
      badge: 'Most popular',
      included: [
        '24/7 monitoring of computers, servers and network',
        'User help desk by phone, WhatsApp and remote access',
        'Operating system and application update management',
        'Managed antivirus and handling of security alerts',
        'Always up-to-date hardware and software inventory',
        'Oversight of backup routines',
        'Account setup and removal when employees join or leave',
        'Monthly reports on tickets, availability and recommendations',
      ],
      claims: [
        { value: '15 min', label: 'response to critical incidents' },
        { value: '30 min', label: 'SLA for high-priority tickets' },
        { value: 'Up to 40%', label: 'lower IT costs' },
        { value: '24–48 h', label: 'onboarding' },
      ],
      audiences: [
        'Small and mid-sized businesses with no in-house IT, or a lean IT team',
        'Offices, clinics and practices that rely on their computers all day',
        'Hotels and condominiums with computerized front desks, gatehouses and administration',
        'Hospitals and industrial plants that need fast response across extended shifts',
      ],
      steps: [
        {
          title: 'Assessment',
          text: 'In a meeting scheduled within 24 hours, we learn about your environment, pain points and number of devices.',
        },
        {
          title: 'Proposal',
          text: 'Within 48 hours you receive a proposal with the monthly fee per device and the scope of support.',
        },
        {
          title: 'Onboarding',
          text: 'In 24 to 48 hours we deploy monitoring, build the inventory and introduce the support channel to your team.',
        },
        {
          title: 'Ongoing management',
          text: '24/7 monitoring, support within the SLA and monthly reports with improvement recommendations.',
        },
      ],
      faq: [
        {
          question: 'How does per-device pricing work?',
          answer:
            'Each managed device — desktop, laptop or server — is added to the contract at a fixed monthly fee. Your cost follows the size of your team, and you can add or remove devices as the company changes.',
        },
        {
          question: 'What does a 15-30 minute SLA mean?',
          answer:
            'It is the maximum time for us to start working on your ticket: up to 15 minutes for critical incidents that stop your operation, and up to 30 minutes for high-priority tickets.',
        },
        {
          question: 'Do I have to replace my in-house IT team?',
          answer:
            'No. We can act as your complete IT department or support your existing team, taking over monitoring, updates and help desk so your staff can focus on projects.',
        },
        {
          question: 'How long does it take to get started?',
          answer:
            'Onboarding takes 24 to 48 hours after the proposal is approved. During that time we deploy monitoring, build the inventory and show your team how to open tickets.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in managed IT support (MSP) and would like an assessment of my environment.",
    },
    es: {
      title: 'Soporte de TI Gestionado (MSP)',
      subtitle: 'Monitoreo 24/7 y SLA de 15-30 minutos para toda su TI',
      metaDescription:
        'Soporte de TI gestionado con monitoreo 24/7, SLA de 15-30 minutos y reducción de hasta 40% en los costos de TI. Tarifa mensual fija por dispositivo.',
      keywords: [
        'soporte de TI gestionado',
        'MSP',
        'tercerización de TI',
        'mesa de ayuda para empresas',
        'monitoreo de TI 24/7',
        'soporte técnico para pymes',
      ],
      description:
        'Nos encargamos de su TI por una tarifa mensual por dispositivo: monitoreo 24/7, mesa de ayuda, actualizaciones y seguridad de los equipos. Los incidentes críticos reciben respuesta en hasta 15 minutos, y su equipo vuelve a enfocarse en el negocio.',
      intro: [
        'Para la mayoría de las pequeñas y medianas empresas, mantener un equipo interno de TI completo es costoso, y depender de un técnico ocasional significa esperar a que ocurra el problema para recién entonces actuar. El soporte de TI gestionado invierte esa lógica: monitoreamos computadoras, servidores y red las 24 horas y actuamos antes de que una falla detenga la operación.',
        'El contrato es sencillo: una tarifa mensual por dispositivo, con mesa de ayuda, gestión de actualizaciones, antivirus, inventario e informes incluidos. Las solicitudes siguen un SLA de 15-30 minutos — hasta 15 minutos para incidentes críticos y hasta 30 minutos para alta prioridad — y el modelo gestionado puede reducir hasta un 40% los costos de TI.',
        'La implementación toma de 24 a 48 horas: instalamos el agente de monitoreo, levantamos el inventario y documentamos el entorno. Cuando surja una necesidad mayor, como una mudanza de oficina o un proyecto especial, el mismo equipo que ya conoce su estructura se encarga de la planificación.',
      ],
      benefits: [
        'Costos de TI previsibles, hasta un 40% menores que en el modelo reactivo',
        'Problemas detectados y corregidos antes de afectar a los usuarios',
        'Respuesta en hasta 15 minutos para incidentes críticos',
        'Un equipo que conoce su entorno, sin depender de un único técnico',
      ],
      cardFeatures: ['Monitoreo 24/7', 'SLA de 15-30 minutos', 'Actualizaciones y antivirus gestionados'],
      badge: 'Más contratado',
      included: [
        'Monitoreo 24/7 de computadoras, servidores y red',
        'Mesa de ayuda para los usuarios por teléfono, WhatsApp y acceso remoto',
        'Gestión de actualizaciones del sistema operativo y de las aplicaciones',
        'Antivirus gestionado y atención de alertas de seguridad',
        'Inventario de hardware y software siempre actualizado',
        'Seguimiento de las rutinas de respaldo',
        'Alta y baja de accesos cuando los colaboradores ingresan o se retiran',
        'Informes mensuales de solicitudes, disponibilidad y recomendaciones',
      ],
      claims: [
        { value: '15 min', label: 'respuesta a incidentes críticos' },
        { value: '30 min', label: 'SLA para solicitudes de alta prioridad' },
        { value: 'Hasta 40%', label: 'de reducción en los costos de TI' },
        { value: '24–48 h', label: 'para la implementación' },
      ],
      audiences: [
        'Pequeñas y medianas empresas sin equipo de TI interno o con un equipo reducido',
        'Oficinas, clínicas y consultorios que dependen de la computadora todo el día',
        'Hoteles y condominios con recepción, portería y administración informatizadas',
        'Hospitales e industrias que necesitan respuesta rápida en turnos extendidos',
      ],
      steps: [
        {
          title: 'Diagnóstico',
          text: 'En una reunión agendada en hasta 24 horas, conocemos su entorno, los puntos críticos y la cantidad de dispositivos.',
        },
        {
          title: 'Propuesta',
          text: 'En hasta 48 horas usted recibe la propuesta con la tarifa mensual por dispositivo y el alcance del servicio.',
        },
        {
          title: 'Implementación',
          text: 'En 24 a 48 horas instalamos el monitoreo, levantamos el inventario y presentamos el canal de soporte a su equipo.',
        },
        {
          title: 'Gestión continua',
          text: 'Monitoreo 24/7, atención dentro del SLA e informes mensuales con recomendaciones de mejora.',
        },
      ],
      faq: [
        {
          question: '¿Cómo funciona el cobro por dispositivo?',
          answer:
            'Cada equipo gestionado — computadora de escritorio, portátil o servidor — se incluye en el contrato con una tarifa mensual fija. El costo acompaña el tamaño de su equipo, y usted puede agregar o retirar equipos a medida que la empresa cambia.',
        },
        {
          question: '¿Qué significa un SLA de 15-30 minutos?',
          answer:
            'Es el tiempo máximo para que comencemos a trabajar en su solicitud: hasta 15 minutos para incidentes críticos, que detienen la operación, y hasta 30 minutos para solicitudes de alta prioridad.',
        },
        {
          question: '¿Tengo que prescindir de mi equipo de TI interno?',
          answer:
            'No. Podemos actuar como su departamento de TI completo o complementar al equipo existente, asumiendo el monitoreo, las actualizaciones y la mesa de ayuda para que sus profesionales se concentren en proyectos.',
        },
        {
          question: '¿Cuánto tiempo toma comenzar?',
          answer:
            'La implementación toma de 24 a 48 horas después de aprobada la propuesta. En ese período instalamos el monitoreo, levantamos el inventario y orientamos a su equipo sobre cómo abrir solicitudes.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa el soporte de TI gestionado (MSP) y quisiera un diagnóstico de mi entorno.',
    },
  },

  newSmartCloud: {
    pt: {
      title: 'New Smart Cloud',
      subtitle: 'Nuvem privada e híbrida gerenciada, pronta para crescer com a sua empresa',
      metaDescription:
        'New Smart Cloud: nuvem privada e híbrida gerenciada, com servidores virtuais, backup, monitoramento 24/7 e SLA de 99.9%. Implantação em 3 a 5 dias úteis.',
      keywords: [
        'nuvem privada gerenciada',
        'nuvem híbrida',
        'servidores virtuais',
        'cloud para empresas',
        'infraestrutura gerenciada',
        'migração para a nuvem',
      ],
      description:
        'A nossa principal plataforma de nuvem: servidores virtuais em infraestrutura gerenciada, com backup, monitoramento 24/7 e SLA de 99.9% de disponibilidade. Você escolhe entre nuvem privada ou híbrida e amplia os recursos quando o negócio pedir.',
      intro: [
        'O New Smart Cloud é a plataforma de nuvem carro-chefe da casa, criada para empresas que querem tirar os servidores do escritório sem perder controle nem previsibilidade de custos. Seus sistemas — ERP, banco de dados, aplicações internas, área de trabalho remota — rodam em servidores virtuais dedicados ao seu ambiente, em uma infraestrutura que nós operamos e monitoramos 24/7.',
        'No modelo híbrido, o que precisa ficar no local continua no local, integrado à nuvem de forma segura; no modelo privado, tudo roda na plataforma gerenciada. Nos dois casos, processador, memória e armazenamento podem ser ampliados conforme a demanda, e o backup já faz parte do serviço.',
        'A migração é planejada com a sua equipe, em janelas que não atrapalham o expediente, e a implantação leva de 3 a 5 dias úteis. Cenários mais complexos, como várias unidades ou integrações específicas, são tratados como projetos especiais, com escopo próprio.',
      ],
      benefits: [
        'Fim da dependência de servidores físicos envelhecendo no escritório',
        'Recursos ampliados sob demanda, sem comprar hardware novo',
        'SLA de 99.9% de disponibilidade, com monitoramento 24/7',
        'Backup incluído e uma única equipe responsável por toda a infraestrutura',
      ],
      cardFeatures: ['Servidores virtuais gerenciados', 'Nuvem privada ou híbrida', 'Backup e monitoramento inclusos'],
      badge: 'Novo',
      included: [
        'Servidores virtuais dimensionados para as suas aplicações',
        'Gestão do sistema operacional, atualizações e correções de segurança',
        'Monitoramento 24/7 de desempenho e disponibilidade',
        'Backup automático dos servidores virtuais',
        'Firewall e acesso remoto seguro por VPN',
        'Integração com a infraestrutura local no modelo híbrido',
        'Planejamento e execução da migração',
        'Relatórios de uso de recursos e recomendações de dimensionamento',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidade' },
        { value: '24/7', label: 'monitoramento da infraestrutura' },
        { value: '3–5 dias úteis', label: 'para a implantação' },
      ],
      audiences: [
        'Empresas com servidor próprio chegando ao fim da vida útil',
        'Pequenas e médias empresas que usam ERP ou banco de dados e precisam de acesso de qualquer lugar',
        'Redes com várias unidades, como hotéis, clínicas e franquias',
        'Indústrias que precisam manter sistemas locais integrados à nuvem',
      ],
      steps: [
        {
          title: 'Avaliação',
          text: 'Levantamos servidores, aplicações, volume de dados e requisitos de acesso para dimensionar o ambiente.',
        },
        {
          title: 'Arquitetura',
          text: 'Definimos com você o modelo privado ou híbrido, a capacidade inicial e a política de backup.',
        },
        {
          title: 'Migração',
          text: 'Transferimos sistemas e dados em janelas combinadas; a implantação leva de 3 a 5 dias úteis.',
        },
        {
          title: 'Operação gerenciada',
          text: 'Monitoramos 24/7, aplicamos atualizações e ajustamos os recursos conforme o crescimento.',
        },
      ],
      faq: [
        {
          question: 'Qual a diferença entre o New Smart Cloud e o Cloud File Server?',
          answer:
            'O Cloud File Server substitui o servidor de arquivos: pastas compartilhadas, permissões e versionamento. O New Smart Cloud vai além e hospeda servidores virtuais completos, que rodam sistemas como ERP, banco de dados e aplicações internas.',
        },
        {
          question: 'O que é nuvem híbrida?',
          answer:
            'É a combinação de recursos na nuvem com equipamentos que continuam no seu local, conectados de forma segura. É indicada quando algum sistema precisa ficar perto das máquinas ou dos usuários, como acontece em muitas indústrias.',
        },
        {
          question: 'Posso aumentar os recursos depois?',
          answer:
            'Sim. Processador, memória e armazenamento podem ser ampliados conforme a demanda, sem troca de equipamento e com o ajuste correspondente no plano.',
        },
        {
          question: 'Meus sistemas ficam fora do ar durante a migração?',
          answer:
            'Planejamos a migração para janelas fora do horário de pico e validamos cada sistema com a sua equipe antes de desligar o ambiente antigo.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse no New Smart Cloud e gostaria de avaliar a migração dos meus servidores.',
    },
    en: {
      title: 'New Smart Cloud',
      subtitle: 'Managed private and hybrid cloud, ready to grow with your business',
      metaDescription:
        'New Smart Cloud: managed private and hybrid cloud with virtual servers, backup, 24/7 monitoring and a 99.9% uptime SLA. Onboarding in 3 to 5 business days.',
      keywords: [
        'managed private cloud',
        'hybrid cloud',
        'virtual servers',
        'business cloud',
        'managed infrastructure',
        'cloud migration',
      ],
      description:
        'Our flagship cloud platform: virtual servers on managed infrastructure, with backup, 24/7 monitoring and a 99.9% uptime SLA. Choose a private or hybrid cloud and scale resources whenever the business needs it.',
      intro: [
        'New Smart Cloud is our flagship cloud platform, built for companies that want to move servers out of the office without losing control or cost predictability. Your systems — ERP, databases, internal applications, remote desktops — run on virtual servers dedicated to your environment, on infrastructure we operate and monitor 24/7.',
        'In the hybrid model, whatever needs to stay on site stays there, securely connected to the cloud; in the private model, everything runs on the managed platform. Either way, CPU, memory and storage can be scaled as demand grows, and backup is already part of the service.',
        'Migration is planned with your team in windows that do not disrupt the workday, and onboarding takes 3 to 5 business days. More complex scenarios, such as multiple locations or specific integrations, are handled as special projects with their own scope.',
      ],
      benefits: [
        'No more dependence on aging physical servers in the office',
        'Resources scaled on demand, without buying new hardware',
        '99.9% uptime SLA backed by 24/7 monitoring',
        'Backup included and a single team responsible for the whole infrastructure',
      ],
      cardFeatures: ['Managed virtual servers', 'Private or hybrid cloud', 'Backup and monitoring included'],
      badge: 'New',
      included: [
        'Virtual servers sized for your applications',
        'Operating system management, updates and security patches',
        '24/7 performance and availability monitoring',
        'Automatic backup of the virtual servers',
        'Firewall and secure remote access over VPN',
        'Integration with on-site infrastructure in the hybrid model',
        'Migration planning and execution',
        'Resource usage reports and sizing recommendations',
      ],
      claims: [
        { value: '99.9%', label: 'uptime SLA' },
        { value: '24/7', label: 'infrastructure monitoring' },
        { value: '3–5 business days', label: 'onboarding' },
      ],
      audiences: [
        'Companies whose on-site server is reaching end of life',
        'Small and mid-sized businesses running an ERP or database that must be reachable from anywhere',
        'Multi-site operations such as hotels, clinics and franchises',
        'Manufacturers that need on-site systems integrated with the cloud',
      ],
      steps: [
        {
          title: 'Assessment',
          text: 'We map servers, applications, data volume and access requirements to size the environment.',
        },
        {
          title: 'Architecture',
          text: 'Together we define the private or hybrid model, the initial capacity and the backup policy.',
        },
        {
          title: 'Migration',
          text: 'We move systems and data in agreed windows; onboarding takes 3 to 5 business days.',
        },
        {
          title: 'Managed operation',
          text: 'We monitor 24/7, apply updates and adjust resources as you grow.',
        },
      ],
      faq: [
        {
          question: 'What is the difference between New Smart Cloud and Cloud File Server?',
          answer:
            'Cloud File Server replaces your file server: shared folders, permissions and versioning. New Smart Cloud goes further and hosts complete virtual servers that run systems such as ERP, databases and internal applications.',
        },
        {
          question: 'What is a hybrid cloud?',
          answer:
            'It combines cloud resources with equipment that stays at your site, securely connected. It is the right choice when a system needs to stay close to machines or users, as is often the case in manufacturing.',
        },
        {
          question: 'Can I add resources later?',
          answer:
            'Yes. CPU, memory and storage can be scaled as demand grows, with no hardware swap and a corresponding adjustment to your plan.',
        },
        {
          question: 'Will my systems be down during the migration?',
          answer:
            'We schedule the migration outside peak hours and validate each system with your team before the old environment is switched off.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in New Smart Cloud and would like to evaluate migrating my servers.",
    },
    es: {
      title: 'New Smart Cloud',
      subtitle: 'Nube privada e híbrida gestionada, lista para crecer con su empresa',
      metaDescription:
        'New Smart Cloud: nube privada e híbrida gestionada con servidores virtuales, respaldo, monitoreo 24/7 y SLA de 99.9%. Implementación en 3 a 5 días hábiles.',
      keywords: [
        'nube privada gestionada',
        'nube híbrida',
        'servidores virtuales',
        'nube para empresas',
        'infraestructura gestionada',
        'migración a la nube',
      ],
      description:
        'Nuestra principal plataforma de nube: servidores virtuales en infraestructura gestionada, con respaldo, monitoreo 24/7 y SLA de 99.9% de disponibilidad. Usted elige entre nube privada o híbrida y amplía los recursos cuando el negocio lo requiera.',
      intro: [
        'New Smart Cloud es nuestra plataforma de nube insignia, creada para empresas que desean sacar los servidores de la oficina sin perder control ni previsibilidad de costos. Sus sistemas — ERP, bases de datos, aplicaciones internas, escritorios remotos — funcionan en servidores virtuales dedicados a su entorno, sobre una infraestructura que operamos y monitoreamos 24/7.',
        'En el modelo híbrido, lo que debe permanecer en sus instalaciones se mantiene allí, conectado a la nube de forma segura; en el modelo privado, todo funciona en la plataforma gestionada. En ambos casos, procesador, memoria y almacenamiento pueden ampliarse según la demanda, y el respaldo ya forma parte del servicio.',
        'La migración se planifica con su equipo, en ventanas que no interfieren con la jornada laboral, y la implementación toma de 3 a 5 días hábiles. Los escenarios más complejos, como varias sedes o integraciones específicas, se tratan como proyectos especiales con alcance propio.',
      ],
      benefits: [
        'Fin de la dependencia de servidores físicos envejecidos en la oficina',
        'Recursos ampliados según la demanda, sin comprar hardware nuevo',
        'SLA de 99.9% de disponibilidad, con monitoreo 24/7',
        'Respaldo incluido y un único equipo responsable de toda la infraestructura',
      ],
      cardFeatures: ['Servidores virtuales gestionados', 'Nube privada o híbrida', 'Respaldo y monitoreo incluidos'],
      badge: 'Nuevo',
      included: [
        'Servidores virtuales dimensionados para sus aplicaciones',
        'Gestión del sistema operativo, actualizaciones y parches de seguridad',
        'Monitoreo 24/7 de rendimiento y disponibilidad',
        'Respaldo automático de los servidores virtuales',
        'Firewall y acceso remoto seguro por VPN',
        'Integración con la infraestructura local en el modelo híbrido',
        'Planificación y ejecución de la migración',
        'Informes de uso de recursos y recomendaciones de dimensionamiento',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidad' },
        { value: '24/7', label: 'monitoreo de la infraestructura' },
        { value: '3–5 días hábiles', label: 'para la implementación' },
      ],
      audiences: [
        'Empresas cuyo servidor propio está llegando al final de su vida útil',
        'Pequeñas y medianas empresas que usan ERP o bases de datos y necesitan acceso desde cualquier lugar',
        'Operaciones con varias sedes, como hoteles, clínicas y franquicias',
        'Industrias que necesitan mantener sistemas locales integrados a la nube',
      ],
      steps: [
        {
          title: 'Evaluación',
          text: 'Relevamos servidores, aplicaciones, volumen de datos y requisitos de acceso para dimensionar el entorno.',
        },
        {
          title: 'Arquitectura',
          text: 'Definimos con usted el modelo privado o híbrido, la capacidad inicial y la política de respaldo.',
        },
        {
          title: 'Migración',
          text: 'Trasladamos sistemas y datos en ventanas acordadas; la implementación toma de 3 a 5 días hábiles.',
        },
        {
          title: 'Operación gestionada',
          text: 'Monitoreamos 24/7, aplicamos actualizaciones y ajustamos los recursos según su crecimiento.',
        },
      ],
      faq: [
        {
          question: '¿Cuál es la diferencia entre New Smart Cloud y Cloud File Server?',
          answer:
            'Cloud File Server reemplaza el servidor de archivos: carpetas compartidas, permisos y control de versiones. New Smart Cloud va más allá y aloja servidores virtuales completos, que ejecutan sistemas como ERP, bases de datos y aplicaciones internas.',
        },
        {
          question: '¿Qué es la nube híbrida?',
          answer:
            'Es la combinación de recursos en la nube con equipos que permanecen en sus instalaciones, conectados de forma segura. Se recomienda cuando algún sistema debe estar cerca de las máquinas o de los usuarios, como ocurre en muchas industrias.',
        },
        {
          question: '¿Puedo ampliar los recursos más adelante?',
          answer:
            'Sí. Procesador, memoria y almacenamiento pueden ampliarse según la demanda, sin cambiar equipos y con el ajuste correspondiente en el plan.',
        },
        {
          question: '¿Mis sistemas quedan fuera de servicio durante la migración?',
          answer:
            'Planificamos la migración en ventanas fuera del horario de mayor actividad y validamos cada sistema con su equipo antes de apagar el entorno anterior.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa New Smart Cloud y quisiera evaluar la migración de mis servidores.',
    },
  },

  cloud: {
    pt: {
      title: 'Cloud e File Server',
      subtitle: 'Seus arquivos na nuvem, com permissões, versionamento e acesso remoto',
      metaDescription:
        'Servidor de arquivos na nuvem para empresas: permissões por pasta, versionamento, acesso remoto seguro e SLA de 99.9%. Implantação em 3 a 5 dias úteis.',
      keywords: [
        'file server na nuvem',
        'servidor de arquivos em nuvem',
        'compartilhamento de arquivos empresarial',
        'substituir servidor local',
        'versionamento de arquivos',
        'acesso remoto a arquivos',
      ],
      description:
        'Troque o servidor de arquivos do escritório por um file server na nuvem, com as mesmas pastas e permissões que a sua equipe já conhece. Versionamento, acesso remoto seguro e 99.9% de disponibilidade, sem máquina para manter.',
      intro: [
        'O servidor de arquivos no canto do escritório costuma ser o ponto mais frágil da empresa: um disco que falha, uma queda de energia ou um ataque de ransomware e todo mundo para. O Cloud File Server leva essas pastas para a nuvem, mantendo a estrutura e as permissões de acesso que a sua equipe já usa.',
        'Cada arquivo guarda versões anteriores, então uma planilha sobrescrita ou apagada por engano pode ser recuperada rapidamente. Os colaboradores acessam os documentos do escritório, de casa ou em viagem, com autenticação e controle por usuário e por pasta.',
        'A migração fica por nossa conta, inclusive a recriação das permissões, e a implantação leva de 3 a 5 dias úteis. Depois, monitoramos o serviço e cuidamos de usuários e acessos conforme a empresa muda.',
      ],
      benefits: [
        'Nenhum servidor físico para comprar, manter ou substituir',
        'Arquivos disponíveis de qualquer lugar, com controle de quem vê o quê',
        'Versões anteriores recuperáveis em caso de erro ou exclusão',
        'SLA de 99.9% de disponibilidade',
      ],
      cardFeatures: ['Permissões por pasta e usuário', 'Versionamento de arquivos', 'Acesso remoto seguro'],
      badge: 'Acesso remoto',
      included: [
        'File server na nuvem com a estrutura de pastas da sua empresa',
        'Permissões por usuário, grupo e pasta',
        'Versionamento e recuperação de arquivos apagados ou sobrescritos',
        'Acesso remoto seguro, dentro e fora do escritório',
        'Mapeamento das pastas como unidades de rede nos computadores da equipe',
        'Migração dos dados e das permissões do servidor atual',
        'Monitoramento 24/7 e suporte para inclusão e remoção de usuários',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidade' },
        { value: '3–5 dias úteis', label: 'para a implantação' },
        { value: '24/7', label: 'monitoramento do serviço' },
      ],
      audiences: [
        'Escritórios de contabilidade, advocacia e engenharia com muitos documentos compartilhados',
        'Pequenas e médias empresas com equipe remota ou híbrida',
        'Administradoras de condomínios e redes de hotéis que centralizam documentos de várias unidades',
        'Empresas cujo servidor local está no fim da vida útil',
      ],
      steps: [
        {
          title: 'Levantamento',
          text: 'Mapeamos pastas, volume de dados, usuários e permissões do servidor atual.',
        },
        {
          title: 'Estrutura na nuvem',
          text: 'Criamos o ambiente com a mesma organização e com as regras de acesso revisadas junto com você.',
        },
        {
          title: 'Migração e configuração',
          text: 'Transferimos os dados, configuramos os computadores e orientamos a equipe, tudo em 3 a 5 dias úteis.',
        },
        {
          title: 'Acompanhamento',
          text: 'Monitoramos o serviço e ajustamos usuários e permissões conforme a empresa muda.',
        },
      ],
      faq: [
        {
          question: 'A equipe vai precisar mudar o jeito de trabalhar?',
          answer:
            'Pouco. As pastas continuam organizadas como antes e podem aparecer como unidades de rede no computador; a diferença é que passam a funcionar também fora do escritório.',
        },
        {
          question: 'Como recupero um arquivo apagado ou alterado por engano?',
          answer:
            'O versionamento guarda as versões anteriores de cada arquivo. Basta abrir um chamado e a nossa equipe restaura a versão desejada ou o item apagado.',
        },
        {
          question: 'File server na nuvem substitui o backup?',
          answer:
            'Não. O versionamento protege contra erros do dia a dia, mas recomendamos combiná-lo com o Backup Gerenciado, que mantém cópias criptografadas por 90 dias, replicadas em 3 datacenters.',
        },
        {
          question: 'Qual a diferença para o New Smart Cloud?',
          answer:
            'O Cloud File Server é focado em arquivos e pastas compartilhadas. Se você também precisa rodar sistemas como ERP ou banco de dados na nuvem, o New Smart Cloud oferece servidores virtuais completos.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse no Cloud File Server para substituir o servidor de arquivos da minha empresa.',
    },
    en: {
      title: 'Cloud File Server',
      subtitle: 'Your files in the cloud, with permissions, versioning and remote access',
      metaDescription:
        'Cloud file server for businesses: folder permissions, versioning, secure remote access and a 99.9% uptime SLA. Onboarding in 3 to 5 business days.',
      keywords: [
        'cloud file server',
        'file server in the cloud',
        'business file sharing',
        'replace on-premise server',
        'file versioning',
        'remote file access',
      ],
      description:
        'Replace the file server in your office with a cloud file server that keeps the folders and permissions your team already knows. Versioning, secure remote access and 99.9% uptime, with no hardware to maintain.',
      intro: [
        'The file server in the corner of the office is often the weakest link in a company: one failed disk, a power outage or a ransomware attack and everyone stops working. Cloud File Server moves those folders to the cloud while keeping the structure and access permissions your team already uses.',
        'Every file keeps its previous versions, so a spreadsheet that was overwritten or deleted by mistake can be recovered quickly. Employees reach their documents from the office, from home or on the road, with authentication and per-user, per-folder control.',
        'We handle the migration, including rebuilding permissions, and onboarding takes 3 to 5 business days. After that, we monitor the service and manage users and access as your company changes.',
      ],
      benefits: [
        'No physical server to buy, maintain or replace',
        'Files available from anywhere, with control over who sees what',
        'Previous versions recoverable after mistakes or deletions',
        '99.9% uptime SLA',
      ],
      cardFeatures: ['Per-folder and per-user permissions', 'File versioning', 'Secure remote access'],
      badge: 'Remote access',
      included: [
        'Cloud file server with your company folder structure',
        'Permissions by user, group and folder',
        'Versioning and recovery of deleted or overwritten files',
        'Secure remote access, inside and outside the office',
        'Folders mapped as network drives on your team computers',
        'Migration of data and permissions from your current server',
        '24/7 monitoring and support for adding and removing users',
      ],
      claims: [
        { value: '99.9%', label: 'uptime SLA' },
        { value: '3–5 business days', label: 'onboarding' },
        { value: '24/7', label: 'service monitoring' },
      ],
      audiences: [
        'Accounting, law and engineering firms with many shared documents',
        'Small and mid-sized businesses with remote or hybrid teams',
        'Property management firms and hotel groups centralizing documents from several sites',
        'Companies whose on-site server is reaching end of life',
      ],
      steps: [
        {
          title: 'Discovery',
          text: 'We map the folders, data volume, users and permissions of your current server.',
        },
        {
          title: 'Cloud structure',
          text: 'We build the environment with the same organization and access rules reviewed with you.',
        },
        {
          title: 'Migration and setup',
          text: 'We move the data, configure computers and brief your team, all within 3 to 5 business days.',
        },
        {
          title: 'Follow-up',
          text: 'We monitor the service and adjust users and permissions as your company changes.',
        },
      ],
      faq: [
        {
          question: 'Will my team need to change the way they work?',
          answer:
            'Very little. Folders stay organized as before and can appear as network drives on each computer; the difference is that they now work outside the office too.',
        },
        {
          question: 'How do I recover a file that was deleted or changed by mistake?',
          answer:
            'Versioning keeps the previous versions of every file. Just open a ticket and our team restores the version you need or the deleted item.',
        },
        {
          question: 'Does a cloud file server replace backup?',
          answer:
            'No. Versioning protects against everyday mistakes, but we recommend pairing it with Managed Backup, which keeps encrypted copies for 90 days, replicated across 3 datacenters.',
        },
        {
          question: 'How is it different from New Smart Cloud?',
          answer:
            'Cloud File Server focuses on files and shared folders. If you also need to run systems such as an ERP or a database in the cloud, New Smart Cloud provides complete virtual servers.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in Cloud File Server to replace my company's file server.",
    },
    es: {
      title: 'Cloud y File Server',
      subtitle: 'Sus archivos en la nube, con permisos, control de versiones y acceso remoto',
      metaDescription:
        'Servidor de archivos en la nube para empresas: permisos por carpeta, control de versiones, acceso remoto seguro y SLA de 99.9%. Implementación en 3 a 5 días.',
      keywords: [
        'servidor de archivos en la nube',
        'file server en la nube',
        'archivos compartidos para empresas',
        'reemplazar servidor local',
        'control de versiones de archivos',
        'acceso remoto a archivos',
      ],
      description:
        'Reemplace el servidor de archivos de la oficina por un file server en la nube, con las mismas carpetas y permisos que su equipo ya conoce. Control de versiones, acceso remoto seguro y 99.9% de disponibilidad, sin equipos que mantener.',
      intro: [
        'El servidor de archivos en un rincón de la oficina suele ser el punto más frágil de la empresa: un disco que falla, un corte de energía o un ataque de ransomware y todos se detienen. Cloud File Server lleva esas carpetas a la nube y mantiene la estructura y los permisos de acceso que su equipo ya utiliza.',
        'Cada archivo conserva sus versiones anteriores, por lo que una planilla sobrescrita o eliminada por error puede recuperarse rápidamente. Los colaboradores acceden a los documentos desde la oficina, desde casa o de viaje, con autenticación y control por usuario y por carpeta.',
        'Nosotros nos encargamos de la migración, incluida la recreación de los permisos, y la implementación toma de 3 a 5 días hábiles. Después, monitoreamos el servicio y gestionamos usuarios y accesos a medida que la empresa cambia.',
      ],
      benefits: [
        'Ningún servidor físico que comprar, mantener o reemplazar',
        'Archivos disponibles desde cualquier lugar, con control de quién ve qué',
        'Versiones anteriores recuperables ante errores o eliminaciones',
        'SLA de 99.9% de disponibilidad',
      ],
      cardFeatures: ['Permisos por carpeta y usuario', 'Control de versiones', 'Acceso remoto seguro'],
      badge: 'Acceso remoto',
      included: [
        'File server en la nube con la estructura de carpetas de su empresa',
        'Permisos por usuario, grupo y carpeta',
        'Control de versiones y recuperación de archivos eliminados o sobrescritos',
        'Acceso remoto seguro, dentro y fuera de la oficina',
        'Carpetas mapeadas como unidades de red en las computadoras del equipo',
        'Migración de los datos y permisos del servidor actual',
        'Monitoreo 24/7 y soporte para altas y bajas de usuarios',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidad' },
        { value: '3–5 días hábiles', label: 'para la implementación' },
        { value: '24/7', label: 'monitoreo del servicio' },
      ],
      audiences: [
        'Estudios contables, jurídicos y de ingeniería con muchos documentos compartidos',
        'Pequeñas y medianas empresas con equipos remotos o híbridos',
        'Administradoras de condominios y cadenas hoteleras que centralizan documentos de varias sedes',
        'Empresas cuyo servidor local está llegando al final de su vida útil',
      ],
      steps: [
        {
          title: 'Relevamiento',
          text: 'Mapeamos carpetas, volumen de datos, usuarios y permisos del servidor actual.',
        },
        {
          title: 'Estructura en la nube',
          text: 'Creamos el entorno con la misma organización y con las reglas de acceso revisadas junto con usted.',
        },
        {
          title: 'Migración y configuración',
          text: 'Trasladamos los datos, configuramos las computadoras y orientamos al equipo, todo en 3 a 5 días hábiles.',
        },
        {
          title: 'Seguimiento',
          text: 'Monitoreamos el servicio y ajustamos usuarios y permisos a medida que la empresa cambia.',
        },
      ],
      faq: [
        {
          question: '¿Mi equipo tendrá que cambiar su forma de trabajar?',
          answer:
            'Muy poco. Las carpetas siguen organizadas como antes y pueden aparecer como unidades de red en la computadora; la diferencia es que ahora también funcionan fuera de la oficina.',
        },
        {
          question: '¿Cómo recupero un archivo eliminado o modificado por error?',
          answer:
            'El control de versiones conserva las versiones anteriores de cada archivo. Basta con abrir una solicitud y nuestro equipo restaura la versión deseada o el elemento eliminado.',
        },
        {
          question: '¿El file server en la nube reemplaza al respaldo?',
          answer:
            'No. El control de versiones protege contra los errores del día a día, pero recomendamos combinarlo con el Respaldo Gestionado, que conserva copias cifradas durante 90 días, replicadas en 3 centros de datos.',
        },
        {
          question: '¿En qué se diferencia de New Smart Cloud?',
          answer:
            'Cloud File Server se centra en archivos y carpetas compartidas. Si además necesita ejecutar sistemas como ERP o bases de datos en la nube, New Smart Cloud ofrece servidores virtuales completos.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa Cloud File Server para reemplazar el servidor de archivos de mi empresa.',
    },
  },

  backup: {
    pt: {
      title: 'Backup Gerenciado',
      subtitle: 'Cópias criptografadas, retenção de 90 dias e restauração testada',
      metaDescription:
        'Backup gerenciado com criptografia AES-256, retenção de 90 dias, réplica em 3 datacenters e estratégia 3-2-1. Testes de restauração periódicos.',
      keywords: [
        'backup em nuvem',
        'backup gerenciado',
        'backup empresarial',
        'proteção contra ransomware',
        'estratégia 3-2-1',
        'recuperação de dados',
      ],
      description:
        'Seus dados copiados automaticamente, criptografados com AES-256 e replicados em 3 datacenters, seguindo a estratégia 3-2-1. Mantemos 90 dias de histórico e testamos a restauração, para que o backup funcione quando você precisar.',
      intro: [
        'Backup só tem valor se a restauração funcionar. Muitas empresas descobrem que as cópias estavam incompletas ou desatualizadas justamente no dia do ransomware, do disco queimado ou do arquivo apagado. O backup gerenciado tira essa responsabilidade da sua equipe: nós configuramos, acompanhamos cada rotina e testamos a recuperação.',
        'Seguimos a estratégia 3-2-1: três cópias dos dados, em dois tipos de armazenamento diferentes, sendo uma fora da empresa. As cópias são criptografadas com AES-256, replicadas em 3 datacenters e mantidas por 90 dias, o que permite voltar a um ponto anterior a um ataque ou a um erro percebido semanas depois.',
        'Servidores, computadores, bancos de dados e contas de e-mail corporativo podem entrar na política de backup. Você recebe relatórios das rotinas e dos testes de restauração, que também ajudam a demonstrar boas práticas de proteção de dados, em linha com a LGPD.',
      ],
      benefits: [
        'Recuperação de arquivos, sistemas e servidores após falhas, erros ou ransomware',
        'Histórico de 90 dias para voltar a um ponto seguro',
        'Dados protegidos com criptografia AES-256 e replicados em 3 datacenters',
        'Restauração testada periodicamente, com relatório',
      ],
      cardFeatures: ['Criptografia AES-256', 'Retenção de 90 dias', 'Réplica em 3 datacenters'],
      badge: 'Essencial',
      included: [
        'Backup automático de servidores, computadores e bancos de dados',
        'Backup das contas de e-mail corporativo',
        'Criptografia AES-256 das cópias',
        'Replicação em 3 datacenters',
        'Retenção de 90 dias de histórico',
        'Acompanhamento diário das rotinas, com correção de falhas',
        'Testes periódicos de restauração, com relatório',
        'Restauração de arquivos ou de sistemas completos sob demanda',
      ],
      claims: [
        { value: '90 dias', label: 'de retenção' },
        { value: 'AES-256', label: 'criptografia das cópias' },
        { value: '3', label: 'datacenters com réplica' },
        { value: '3-2-1', label: 'estratégia de cópias' },
      ],
      audiences: [
        'Pequenas e médias empresas que não podem perder dados de clientes, financeiros ou fiscais',
        'Clínicas e hospitais com prontuários e exames digitais',
        'Escritórios de contabilidade e advocacia com documentos que precisam ser preservados',
        'Indústrias com projetos, sistemas de produção e bancos de dados críticos',
        'Condomínios e hotéis com sistemas de gestão, reservas e cadastros',
      ],
      steps: [
        {
          title: 'Mapeamento',
          text: 'Identificamos o que precisa ser protegido, o volume de dados e a frequência ideal das cópias.',
        },
        {
          title: 'Política de backup',
          text: 'Definimos rotinas, horários e a retenção de 90 dias, seguindo a estratégia 3-2-1.',
        },
        {
          title: 'Ativação',
          text: 'Instalamos os agentes, executamos a primeira cópia completa e validamos a restauração.',
        },
        {
          title: 'Monitoramento e testes',
          text: 'Acompanhamos cada rotina, corrigimos falhas e repetimos os testes de restauração periodicamente.',
        },
      ],
      faq: [
        {
          question: 'O que é a estratégia 3-2-1?',
          answer:
            'É uma prática consagrada de proteção de dados: manter três cópias das informações, em dois tipos de armazenamento diferentes, com pelo menos uma delas fora da empresa. Assim, um único incidente não elimina todas as cópias.',
        },
        {
          question: 'O backup protege contra ransomware?',
          answer:
            'Ele é a sua última linha de defesa. Como mantemos 90 dias de histórico, criptografado e replicado em 3 datacenters fora da sua empresa, é possível restaurar os dados a partir de um ponto anterior ao ataque.',
        },
        {
          question: 'Quem tem acesso aos meus dados?',
          answer:
            'As cópias são criptografadas com AES-256, e as restaurações são feitas apenas pela equipe técnica autorizada, mediante solicitação do responsável indicado pela sua empresa.',
        },
        {
          question: 'Com que frequência a restauração é testada?',
          answer:
            'Os testes seguem o calendário definido na política de backup de cada cliente, de acordo com a criticidade dos dados, e os resultados aparecem nos relatórios.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse no backup gerenciado e gostaria de proteger os dados da minha empresa.',
    },
    en: {
      title: 'Managed Backup',
      subtitle: 'Encrypted copies, 90-day retention and tested restores',
      metaDescription:
        'Managed backup with AES-256 encryption, 90-day retention, replication across 3 datacenters and a 3-2-1 strategy. Restores are tested regularly.',
      keywords: [
        'cloud backup',
        'managed backup',
        'business backup',
        'ransomware protection',
        '3-2-1 backup strategy',
        'data recovery',
      ],
      description:
        'Your data copied automatically, encrypted with AES-256 and replicated across 3 datacenters, following the 3-2-1 strategy. We keep 90 days of history and test restores, so your backup works when you need it.',
      intro: [
        'A backup is only worth something if the restore works. Many companies find out their copies were incomplete or outdated on the very day of the ransomware attack, the failed disk or the deleted file. Managed backup takes that burden off your team: we configure it, watch every job and test recovery.',
        'We follow the 3-2-1 strategy: three copies of your data, on two different types of storage, with one of them off site. Copies are encrypted with AES-256, replicated across 3 datacenters and kept for 90 days, so you can roll back to a point before an attack or a mistake noticed weeks later.',
        'Servers, computers, databases and business e-mail accounts can all be included in the backup policy. You receive reports on backup jobs and restore tests, which also help demonstrate sound data protection practices.',
      ],
      benefits: [
        'Recovery of files, systems and servers after failures, mistakes or ransomware',
        '90 days of history to roll back to a safe point',
        'Data protected with AES-256 encryption and replicated across 3 datacenters',
        'Restores tested regularly, with a report',
      ],
      cardFeatures: ['AES-256 encryption', '90-day retention', 'Replicated across 3 datacenters'],
      badge: 'Essential',
      included: [
        'Automatic backup of servers, computers and databases',
        'Backup of business e-mail accounts',
        'AES-256 encryption of every copy',
        'Replication across 3 datacenters',
        '90 days of retained history',
        'Daily review of backup jobs, with failures fixed',
        'Regular restore tests, with a report',
        'On-demand restore of files or complete systems',
      ],
      claims: [
        { value: '90 days', label: 'retention' },
        { value: 'AES-256', label: 'backup encryption' },
        { value: '3', label: 'replicated datacenters' },
        { value: '3-2-1', label: 'backup strategy' },
      ],
      audiences: [
        'Small and mid-sized businesses that cannot lose customer, financial or tax data',
        'Clinics and hospitals with digital patient records and exams',
        'Accounting and law firms with documents that must be preserved',
        'Manufacturers with designs, production systems and critical databases',
        'Condominiums and hotels with management, booking and resident systems',
      ],
      steps: [
        {
          title: 'Discovery',
          text: 'We identify what needs protection, the data volume and the right backup frequency.',
        },
        {
          title: 'Backup policy',
          text: 'We define jobs, schedules and 90-day retention following the 3-2-1 strategy.',
        },
        {
          title: 'Activation',
          text: 'We install the agents, run the first full backup and validate the restore.',
        },
        {
          title: 'Monitoring and testing',
          text: 'We watch every job, fix failures and repeat restore tests regularly.',
        },
      ],
      faq: [
        {
          question: 'What is the 3-2-1 strategy?',
          answer:
            'It is a well-established data protection practice: keep three copies of your data, on two different types of storage, with at least one of them off site. That way, a single incident cannot wipe out every copy.',
        },
        {
          question: 'Does backup protect against ransomware?',
          answer:
            'It is your last line of defense. Because we keep 90 days of encrypted history replicated across 3 datacenters outside your company, data can be restored from a point before the attack.',
        },
        {
          question: 'Who can access my data?',
          answer:
            'Copies are encrypted with AES-256, and restores are performed only by authorized technical staff at the request of the contact your company designates.',
        },
        {
          question: 'How often are restores tested?',
          answer:
            "Tests follow the schedule set in each client's backup policy, based on how critical the data is, and the results are included in the reports.",
        },
      ],
      whatsappMessage: "Hello! I'm interested in managed backup and would like to protect my company's data.",
    },
    es: {
      title: 'Respaldo Gestionado',
      subtitle: 'Copias cifradas, retención de 90 días y restauración probada',
      metaDescription:
        'Respaldo gestionado con cifrado AES-256, retención de 90 días, réplica en 3 centros de datos y estrategia 3-2-1. Pruebas periódicas de restauración.',
      keywords: [
        'respaldo en la nube',
        'backup gestionado',
        'copias de seguridad para empresas',
        'protección contra ransomware',
        'estrategia 3-2-1',
        'recuperación de datos',
      ],
      description:
        'Sus datos copiados automáticamente, cifrados con AES-256 y replicados en 3 centros de datos, según la estrategia 3-2-1. Conservamos 90 días de historial y probamos la restauración, para que el respaldo funcione cuando usted lo necesite.',
      intro: [
        'Un respaldo solo tiene valor si la restauración funciona. Muchas empresas descubren que sus copias estaban incompletas o desactualizadas justo el día del ransomware, del disco dañado o del archivo eliminado. El respaldo gestionado quita esa responsabilidad a su equipo: nosotros lo configuramos, supervisamos cada rutina y probamos la recuperación.',
        'Seguimos la estrategia 3-2-1: tres copias de los datos, en dos tipos de almacenamiento distintos, una de ellas fuera de la empresa. Las copias se cifran con AES-256, se replican en 3 centros de datos y se conservan durante 90 días, lo que permite volver a un punto anterior a un ataque o a un error detectado semanas después.',
        'Servidores, computadoras, bases de datos y cuentas de correo corporativo pueden incluirse en la política de respaldo. Usted recibe informes de las rutinas y de las pruebas de restauración, que también ayudan a demostrar buenas prácticas de protección de datos.',
      ],
      benefits: [
        'Recuperación de archivos, sistemas y servidores ante fallas, errores o ransomware',
        'Historial de 90 días para volver a un punto seguro',
        'Datos protegidos con cifrado AES-256 y replicados en 3 centros de datos',
        'Restauración probada periódicamente, con informe',
      ],
      cardFeatures: ['Cifrado AES-256', 'Retención de 90 días', 'Réplica en 3 centros de datos'],
      badge: 'Esencial',
      included: [
        'Respaldo automático de servidores, computadoras y bases de datos',
        'Respaldo de las cuentas de correo corporativo',
        'Cifrado AES-256 de las copias',
        'Replicación en 3 centros de datos',
        'Retención de 90 días de historial',
        'Revisión diaria de las rutinas, con corrección de fallas',
        'Pruebas periódicas de restauración, con informe',
        'Restauración de archivos o de sistemas completos a pedido',
      ],
      claims: [
        { value: '90 días', label: 'de retención' },
        { value: 'AES-256', label: 'cifrado de las copias' },
        { value: '3', label: 'centros de datos con réplica' },
        { value: '3-2-1', label: 'estrategia de copias' },
      ],
      audiences: [
        'Pequeñas y medianas empresas que no pueden perder datos de clientes, financieros o tributarios',
        'Clínicas y hospitales con historias clínicas y exámenes digitales',
        'Estudios contables y jurídicos con documentos que deben conservarse',
        'Industrias con proyectos, sistemas de producción y bases de datos críticas',
        'Condominios y hoteles con sistemas de gestión, reservas y registros',
      ],
      steps: [
        {
          title: 'Relevamiento',
          text: 'Identificamos qué debe protegerse, el volumen de datos y la frecuencia adecuada de las copias.',
        },
        {
          title: 'Política de respaldo',
          text: 'Definimos rutinas, horarios y la retención de 90 días, según la estrategia 3-2-1.',
        },
        {
          title: 'Activación',
          text: 'Instalamos los agentes, ejecutamos la primera copia completa y validamos la restauración.',
        },
        {
          title: 'Monitoreo y pruebas',
          text: 'Supervisamos cada rutina, corregimos fallas y repetimos periódicamente las pruebas de restauración.',
        },
      ],
      faq: [
        {
          question: '¿Qué es la estrategia 3-2-1?',
          answer:
            'Es una práctica consolidada de protección de datos: mantener tres copias de la información, en dos tipos de almacenamiento distintos, con al menos una fuera de la empresa. Así, un único incidente no elimina todas las copias.',
        },
        {
          question: '¿El respaldo protege contra ransomware?',
          answer:
            'Es su última línea de defensa. Como conservamos 90 días de historial cifrado y replicado en 3 centros de datos fuera de su empresa, es posible restaurar los datos desde un punto anterior al ataque.',
        },
        {
          question: '¿Quién tiene acceso a mis datos?',
          answer:
            'Las copias se cifran con AES-256, y las restauraciones las realiza únicamente el equipo técnico autorizado, a pedido del responsable designado por su empresa.',
        },
        {
          question: '¿Con qué frecuencia se prueba la restauración?',
          answer:
            'Las pruebas siguen el calendario definido en la política de respaldo de cada cliente, según la criticidad de los datos, y los resultados se incluyen en los informes.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa el respaldo gestionado y quisiera proteger los datos de mi empresa.',
    },
  },

  iot: {
    pt: {
      title: 'Automação IoT',
      subtitle: 'Sensores e automação que reduzem o consumo de energia em até 32%',
      metaDescription:
        'Automação IoT para empresas, hotéis e condomínios: sensores, iluminação e climatização automáticas e dashboards. Economia de energia de até 32%.',
      keywords: [
        'automação IoT',
        'automação predial',
        'eficiência energética',
        'automação de iluminação',
        'automação de ar-condicionado',
        'sensores IoT',
        'economia de energia',
      ],
      description:
        'Sensores de presença, temperatura e consumo ligados à iluminação e ao ar-condicionado, que passam a funcionar só quando necessário. Dashboards mostram o consumo em tempo real, e a economia de energia pode chegar a 32%.',
      intro: [
        'Luzes acesas em salas vazias, ar-condicionado ligado no fim de semana, equipamentos esquecidos em stand-by: a conta de energia de empresas, hotéis e condomínios costuma carregar um desperdício que ninguém enxerga. A automação IoT usa sensores para medir o que acontece em cada ambiente e comandar os equipamentos de acordo com a ocupação, o horário e a temperatura.',
        'Projetamos e instalamos sensores, controladores e a integração com iluminação e climatização (HVAC). Tudo aparece em dashboards com consumo, alertas e histórico, para que o gestor acompanhe os resultados e ajuste regras sem depender de obra. A economia de energia pode chegar a 32%, conforme o perfil de uso do local.',
        'O projeto começa com um pacote inicial, que cobre o levantamento, os primeiros ambientes automatizados e a plataforma de monitoramento. A partir dele, novas áreas e novos tipos de sensor podem ser adicionados aos poucos.',
      ],
      benefits: [
        'Redução de até 32% no consumo de energia',
        'Iluminação e ar-condicionado funcionando apenas quando há gente no ambiente',
        'Consumo por área visível em tempo real, em dashboards',
        'Alertas de falhas e desvios, como temperatura fora do padrão',
      ],
      cardFeatures: ['Sensores de presença e consumo', 'Iluminação e HVAC automáticos', 'Dashboards em tempo real'],
      badge: 'Economia de energia',
      included: [
        'Levantamento técnico dos ambientes e do perfil de consumo',
        'Sensores de presença, temperatura, umidade e consumo de energia',
        'Automação de iluminação por presença, horário e luminosidade',
        'Automação de ar-condicionado e climatização (HVAC)',
        'Dashboard com consumo, histórico e indicadores de economia',
        'Alertas configuráveis para falhas e desvios de consumo',
        'Instalação, configuração e treinamento da equipe',
      ],
      claims: [
        { value: 'Até 32%', label: 'de economia de energia' },
        { value: 'Tempo real', label: 'dashboards de consumo' },
      ],
      audiences: [
        'Hotéis que querem climatizar e iluminar quartos apenas quando ocupados',
        'Condomínios com áreas comuns, garagens e corredores iluminados o tempo todo',
        'Indústrias e galpões com grandes áreas e alto consumo de energia',
        'Hospitais e clínicas que precisam acompanhar a temperatura de ambientes sensíveis',
        'Escritórios e redes de lojas com várias unidades para acompanhar à distância',
      ],
      steps: [
        {
          title: 'Diagnóstico energético',
          text: 'Visitamos o local, analisamos as contas e os hábitos de uso e identificamos onde está o desperdício.',
        },
        {
          title: 'Projeto',
          text: 'Definimos sensores, pontos de automação e regras de funcionamento para cada ambiente.',
        },
        {
          title: 'Instalação',
          text: 'Instalamos e configuramos os equipamentos com o mínimo de interferência na rotina.',
        },
        {
          title: 'Acompanhamento',
          text: 'Monitoramos os dashboards, ajustamos as regras e mostramos a economia obtida.',
        },
      ],
      faq: [
        {
          question: 'Como se chega a uma economia de até 32%?',
          answer:
            'A economia vem de desligar ou ajustar iluminação e climatização quando os ambientes estão vazios ou fora do horário de uso. O percentual varia conforme o perfil de cada local, e o diagnóstico inicial estima o potencial do seu.',
        },
        {
          question: 'Preciso trocar meus equipamentos de ar-condicionado e iluminação?',
          answer:
            'Na maioria dos casos, não. Sensores e controladores são integrados aos equipamentos existentes; quando algum item não é compatível, isso é apontado no projeto, antes da instalação.',
        },
        {
          question: 'O que está incluído no pacote inicial?',
          answer:
            'O levantamento técnico, o projeto, os primeiros ambientes automatizados com os respectivos sensores e a plataforma de dashboards. Novas áreas podem ser incluídas depois, sem refazer o que já foi instalado.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em automação IoT para reduzir o consumo de energia do meu espaço.',
    },
    en: {
      title: 'IoT Automation',
      subtitle: 'Sensors and automation that cut energy use by up to 32%',
      metaDescription:
        'IoT automation for businesses, hotels and condominiums: sensors, automated lighting and HVAC, and live dashboards. Energy savings of up to 32%.',
      keywords: [
        'IoT automation',
        'building automation',
        'energy efficiency',
        'lighting automation',
        'HVAC automation',
        'IoT sensors',
        'energy savings',
      ],
      description:
        'Occupancy, temperature and energy sensors connected to lighting and air conditioning, so they only run when needed. Dashboards show consumption in real time, and energy savings can reach 32%.',
      intro: [
        'Lights on in empty rooms, air conditioning running over the weekend, equipment left on standby: the energy bill of businesses, hotels and condominiums usually carries waste that nobody sees. IoT automation uses sensors to measure what happens in each space and controls equipment based on occupancy, time of day and temperature.',
        'We design and install the sensors, controllers and integration with lighting and HVAC. Everything shows up in dashboards with consumption, alerts and history, so managers can track results and adjust rules without any construction work. Energy savings can reach 32%, depending on how the site is used.',
        'Each project starts with an initial package covering the site survey, the first automated areas and the monitoring platform. From there, new areas and new sensor types can be added step by step.',
      ],
      benefits: [
        'Up to 32% lower energy consumption',
        'Lighting and air conditioning running only when people are present',
        'Real-time consumption by area, in dashboards',
        'Alerts for failures and deviations, such as out-of-range temperatures',
      ],
      cardFeatures: ['Occupancy and energy sensors', 'Automated lighting and HVAC', 'Real-time dashboards'],
      badge: 'Energy savings',
      included: [
        'Technical survey of the spaces and the consumption profile',
        'Occupancy, temperature, humidity and energy sensors',
        'Lighting automation by occupancy, schedule and daylight',
        'Air conditioning and HVAC automation',
        'Dashboard with consumption, history and savings indicators',
        'Configurable alerts for failures and consumption deviations',
        'Installation, configuration and staff training',
      ],
      claims: [
        { value: 'Up to 32%', label: 'energy savings' },
        { value: 'Real time', label: 'consumption dashboards' },
      ],
      audiences: [
        'Hotels that want to cool and light rooms only when they are occupied',
        'Condominiums with common areas, garages and hallways lit around the clock',
        'Factories and warehouses with large areas and high energy use',
        'Hospitals and clinics that must track the temperature of sensitive rooms',
        'Offices and retail chains with multiple sites to oversee remotely',
      ],
      steps: [
        {
          title: 'Energy assessment',
          text: 'We visit the site, review bills and usage habits and pinpoint where energy is wasted.',
        },
        {
          title: 'Design',
          text: 'We define the sensors, automation points and operating rules for each space.',
        },
        {
          title: 'Installation',
          text: 'We install and configure the equipment with minimal disruption to your routine.',
        },
        {
          title: 'Follow-up',
          text: 'We watch the dashboards, fine-tune the rules and report the savings achieved.',
        },
      ],
      faq: [
        {
          question: 'How are savings of up to 32% achieved?',
          answer:
            "Savings come from switching off or adjusting lighting and HVAC when spaces are empty or outside operating hours. The percentage depends on each site's usage profile, and the initial assessment estimates your potential.",
        },
        {
          question: 'Do I need to replace my air conditioning and lighting equipment?',
          answer:
            'In most cases, no. Sensors and controllers are integrated with your existing equipment; if an item is not compatible, the design points it out before installation.',
        },
        {
          question: 'What does the initial package include?',
          answer:
            'The technical survey, the design, the first automated areas with their sensors and the dashboard platform. New areas can be added later without redoing what is already installed.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in IoT automation to reduce the energy consumption of my facility.",
    },
    es: {
      title: 'Automatización IoT',
      subtitle: 'Sensores y automatización que reducen el consumo de energía hasta un 32%',
      metaDescription:
        'Automatización IoT para empresas, hoteles y condominios: sensores, iluminación y climatización automáticas y paneles. Ahorro de energía de hasta 32%.',
      keywords: [
        'automatización IoT',
        'automatización de edificios',
        'eficiencia energética',
        'automatización de iluminación',
        'automatización de aire acondicionado',
        'sensores IoT',
        'ahorro de energía',
      ],
      description:
        'Sensores de presencia, temperatura y consumo conectados a la iluminación y al aire acondicionado, que pasan a funcionar solo cuando es necesario. Los paneles muestran el consumo en tiempo real, y el ahorro de energía puede llegar al 32%.',
      intro: [
        'Luces encendidas en salas vacías, aire acondicionado funcionando el fin de semana, equipos olvidados en modo de espera: la factura de energía de empresas, hoteles y condominios suele esconder un desperdicio que nadie ve. La automatización IoT utiliza sensores para medir lo que ocurre en cada ambiente y controla los equipos según la ocupación, el horario y la temperatura.',
        'Diseñamos e instalamos sensores, controladores y la integración con iluminación y climatización (HVAC). Todo se visualiza en paneles con consumo, alertas e historial, para que el responsable siga los resultados y ajuste reglas sin necesidad de obras. El ahorro de energía puede llegar al 32%, según el perfil de uso del lugar.',
        'El proyecto comienza con un paquete inicial que cubre el relevamiento, los primeros ambientes automatizados y la plataforma de monitoreo. A partir de allí, pueden agregarse gradualmente nuevas áreas y nuevos tipos de sensores.',
      ],
      benefits: [
        'Reducción de hasta un 32% en el consumo de energía',
        'Iluminación y aire acondicionado funcionando solo cuando hay personas en el ambiente',
        'Consumo por área visible en tiempo real, en paneles',
        'Alertas de fallas y desvíos, como temperaturas fuera de rango',
      ],
      cardFeatures: ['Sensores de presencia y consumo', 'Iluminación y HVAC automáticos', 'Paneles en tiempo real'],
      badge: 'Ahorro de energía',
      included: [
        'Relevamiento técnico de los ambientes y del perfil de consumo',
        'Sensores de presencia, temperatura, humedad y consumo de energía',
        'Automatización de iluminación por presencia, horario y luz natural',
        'Automatización de aire acondicionado y climatización (HVAC)',
        'Panel con consumo, historial e indicadores de ahorro',
        'Alertas configurables para fallas y desvíos de consumo',
        'Instalación, configuración y capacitación del personal',
      ],
      claims: [
        { value: 'Hasta 32%', label: 'de ahorro de energía' },
        { value: 'Tiempo real', label: 'paneles de consumo' },
      ],
      audiences: [
        'Hoteles que desean climatizar e iluminar habitaciones solo cuando están ocupadas',
        'Condominios con áreas comunes, estacionamientos y pasillos iluminados todo el tiempo',
        'Industrias y depósitos con grandes superficies y alto consumo de energía',
        'Hospitales y clínicas que deben controlar la temperatura de ambientes sensibles',
        'Oficinas y cadenas de tiendas con varias sedes para supervisar a distancia',
      ],
      steps: [
        {
          title: 'Diagnóstico energético',
          text: 'Visitamos el lugar, analizamos las facturas y los hábitos de uso e identificamos dónde está el desperdicio.',
        },
        {
          title: 'Proyecto',
          text: 'Definimos sensores, puntos de automatización y reglas de funcionamiento para cada ambiente.',
        },
        {
          title: 'Instalación',
          text: 'Instalamos y configuramos los equipos con la mínima interferencia en la rutina.',
        },
        {
          title: 'Seguimiento',
          text: 'Supervisamos los paneles, ajustamos las reglas y mostramos el ahorro obtenido.',
        },
      ],
      faq: [
        {
          question: '¿Cómo se logra un ahorro de hasta el 32%?',
          answer:
            'El ahorro proviene de apagar o ajustar la iluminación y la climatización cuando los ambientes están vacíos o fuera del horario de uso. El porcentaje varía según el perfil de cada lugar, y el diagnóstico inicial estima el potencial del suyo.',
        },
        {
          question: '¿Debo cambiar mis equipos de aire acondicionado e iluminación?',
          answer:
            'En la mayoría de los casos, no. Los sensores y controladores se integran a los equipos existentes; si algún elemento no es compatible, se indica en el proyecto antes de la instalación.',
        },
        {
          question: '¿Qué incluye el paquete inicial?',
          answer:
            'El relevamiento técnico, el proyecto, los primeros ambientes automatizados con sus sensores y la plataforma de paneles. Pueden incorporarse nuevas áreas más adelante, sin rehacer lo ya instalado.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa la automatización IoT para reducir el consumo de energía de mis instalaciones.',
    },
  },

  security: {
    pt: {
      title: 'Segurança Inteligente',
      subtitle: 'Câmeras com análise de vídeo por IA, controle de acesso e central de monitoramento',
      metaDescription:
        'Segurança eletrônica com IA: câmeras com análise de vídeo, controle de acesso, alarmes e central de monitoramento para empresas e condomínios.',
      keywords: [
        'segurança eletrônica',
        'câmeras com inteligência artificial',
        'análise de vídeo',
        'controle de acesso',
        'monitoramento de alarmes',
        'CFTV para condomínios',
        'segurança para empresas',
      ],
      description:
        'Câmeras com análise de vídeo assistida por inteligência artificial, controle de acesso e alarmes ligados a uma central de monitoramento. Situações suspeitas são identificadas e tratadas enquanto acontecem, não dias depois na gravação.',
      intro: [
        'Um sistema de câmeras tradicional grava tudo e não avisa nada: na maioria das vezes, as imagens só são vistas depois que o problema aconteceu. A segurança inteligente usa análise de vídeo assistida por IA para identificar situações como presença em área restrita ou fora do horário, movimentação no perímetro e permanência prolongada em pontos sensíveis, gerando alertas para a central de monitoramento.',
        'O projeto integra câmeras, controle de acesso de pedestres e veículos e alarmes em uma só operação. A central recebe os eventos, verifica as imagens e aciona os responsáveis conforme o procedimento combinado com você, que também pode acessar imagens e registros de acesso de forma remota.',
        'A implantação leva de 1 a 2 semanas, incluindo projeto, instalação, configuração das análises e treinamento da equipe de portaria, recepção ou segurança. O serviço é contratado em plano mensal, com suporte técnico da nossa equipe.',
      ],
      benefits: [
        'Alertas em tempo real, em vez de descobrir ocorrências pela gravação',
        'Entrada de pessoas e veículos controlada e registrada',
        'Central de monitoramento acompanhando e tratando os eventos',
        'Menos alarmes falsos, com análise que distingue pessoas e veículos de outros movimentos',
      ],
      cardFeatures: ['Análise de vídeo com IA', 'Controle de acesso', 'Central de monitoramento'],
      badge: 'Com IA',
      included: [
        'Projeto de segurança com posicionamento de câmeras e pontos de acesso',
        'Câmeras IP com análise de vídeo assistida por IA',
        'Controle de acesso de pedestres e veículos por cartão, senha, biometria ou reconhecimento facial',
        'Alarmes e sensores de intrusão integrados',
        'Central de monitoramento para recebimento e tratamento de eventos',
        'Gravação com acesso remoto às imagens',
        'Treinamento da equipe de portaria, recepção ou segurança',
      ],
      claims: [
        { value: 'IA', label: 'análise de vídeo em tempo real' },
        { value: '24/7', label: 'central de monitoramento' },
        { value: '1–2 semanas', label: 'para a implantação' },
      ],
      audiences: [
        'Condomínios residenciais e comerciais',
        'Empresas e escritórios que precisam controlar quem entra e quando',
        'Hotéis com grande circulação de hóspedes, visitantes e fornecedores',
        'Hospitais e clínicas com áreas de acesso restrito',
        'Indústrias e galpões com perímetro extenso e estoque a proteger',
      ],
      steps: [
        {
          title: 'Visita técnica',
          text: 'Avaliamos o local, os pontos vulneráveis e a rotina de entrada e saída de pessoas e veículos.',
        },
        {
          title: 'Projeto',
          text: 'Definimos câmeras, análises de IA, pontos de controle de acesso e os procedimentos da central.',
        },
        {
          title: 'Instalação e configuração',
          text: 'Instalamos e configuramos todo o sistema em 1 a 2 semanas e treinamos a equipe.',
        },
        {
          title: 'Monitoramento contínuo',
          text: 'A central acompanha os eventos, e revisamos regras e análises conforme a operação evolui.',
        },
      ],
      faq: [
        {
          question: 'O que a análise de vídeo com IA consegue identificar?',
          answer:
            'Entre outras situações, a presença de pessoas ou veículos em áreas e horários não permitidos, o cruzamento de linhas virtuais no perímetro e a permanência prolongada em pontos sensíveis. As regras são configuradas para a realidade de cada local.',
        },
        {
          question: 'Posso aproveitar as câmeras que já tenho?',
          answer:
            'Depende do modelo e do estado dos equipamentos. Na visita técnica avaliamos o que pode ser reaproveitado e o que precisa ser substituído para suportar as análises.',
        },
        {
          question: 'Como fica a privacidade de moradores e colaboradores?',
          answer:
            'O projeto considera a LGPD: câmeras apenas em áreas adequadas, acesso às imagens restrito a pessoas autorizadas e prazo de armazenamento das gravações definido com você.',
        },
        {
          question: 'Quanto tempo leva a implantação?',
          answer:
            'De 1 a 2 semanas, conforme o tamanho do local e a quantidade de câmeras e pontos de acesso.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em segurança inteligente com câmeras e IA e gostaria de agendar uma visita técnica.',
    },
    en: {
      title: 'Smart Security',
      subtitle: 'AI video analytics cameras, access control and a monitoring center',
      metaDescription:
        'AI-assisted electronic security: cameras with video analytics, access control, alarms and a monitoring center for businesses and condominiums.',
      keywords: [
        'electronic security',
        'AI security cameras',
        'video analytics',
        'access control',
        'alarm monitoring',
        'CCTV for condominiums',
        'business security',
      ],
      description:
        'Cameras with AI-assisted video analytics, access control and alarms connected to a monitoring center. Suspicious situations are detected and handled as they happen, not days later on the recording.',
      intro: [
        'A traditional camera system records everything and warns about nothing: most of the time, footage is only reviewed after something has already happened. Smart security uses AI-assisted video analytics to detect situations such as people in restricted areas or after hours, movement along the perimeter and loitering at sensitive points, sending alerts to the monitoring center.',
        'The project brings cameras, pedestrian and vehicle access control and alarms together in a single operation. The monitoring center receives events, checks the footage and notifies the right people according to the procedure agreed with you, and you can also view footage and access logs remotely.',
        'Onboarding takes 1 to 2 weeks, including design, installation, analytics configuration and training for your gatehouse, front desk or security staff. The service is billed as a monthly plan, with technical support from our team.',
      ],
      benefits: [
        'Real-time alerts instead of finding incidents on the recording',
        'Controlled, logged entry of people and vehicles',
        'A monitoring center tracking and handling events',
        'Fewer false alarms, with analytics that tell people and vehicles apart from other movement',
      ],
      cardFeatures: ['AI video analytics', 'Access control', 'Monitoring center'],
      badge: 'AI-powered',
      included: [
        'Security design with camera and access point placement',
        'IP cameras with AI-assisted video analytics',
        'Pedestrian and vehicle access control by card, PIN, biometrics or facial recognition',
        'Integrated alarms and intrusion sensors',
        'Monitoring center for receiving and handling events',
        'Recording with remote access to footage',
        'Training for gatehouse, front desk or security staff',
      ],
      claims: [
        { value: 'AI', label: 'real-time video analytics' },
        { value: '24/7', label: 'monitoring center' },
        { value: '1–2 weeks', label: 'onboarding' },
      ],
      audiences: [
        'Residential and commercial condominiums',
        'Businesses and offices that need to control who comes in and when',
        'Hotels with heavy traffic of guests, visitors and suppliers',
        'Hospitals and clinics with restricted areas',
        'Factories and warehouses with a long perimeter and inventory to protect',
      ],
      steps: [
        {
          title: 'Site visit',
          text: 'We assess the site, its weak points and how people and vehicles come and go.',
        },
        {
          title: 'Design',
          text: 'We define cameras, AI analytics, access control points and the monitoring center procedures.',
        },
        {
          title: 'Installation and setup',
          text: 'We install and configure the whole system in 1 to 2 weeks and train your staff.',
        },
        {
          title: 'Ongoing monitoring',
          text: 'The monitoring center tracks events, and we review rules and analytics as your operation evolves.',
        },
      ],
      faq: [
        {
          question: 'What can AI video analytics detect?',
          answer:
            'Among other situations, people or vehicles in areas and at times that are not allowed, crossing of virtual lines along the perimeter and loitering at sensitive points. Rules are configured for each site.',
        },
        {
          question: 'Can I reuse my existing cameras?',
          answer:
            'It depends on the model and condition of the equipment. During the site visit we assess what can be reused and what needs to be replaced to support the analytics.',
        },
        {
          question: 'What about the privacy of residents and employees?',
          answer:
            "The design follows Brazil's data protection law (LGPD): cameras only in appropriate areas, footage access restricted to authorized people and a recording retention period agreed with you.",
        },
        {
          question: 'How long does onboarding take?',
          answer: '1 to 2 weeks, depending on the size of the site and the number of cameras and access points.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in smart security with AI cameras and would like to schedule a site visit.",
    },
    es: {
      title: 'Seguridad Inteligente',
      subtitle: 'Cámaras con análisis de video por IA, control de acceso y central de monitoreo',
      metaDescription:
        'Seguridad electrónica con IA: cámaras con análisis de video, control de acceso, alarmas y central de monitoreo para empresas y condominios.',
      keywords: [
        'seguridad electrónica',
        'cámaras con inteligencia artificial',
        'análisis de video',
        'control de acceso',
        'monitoreo de alarmas',
        'CCTV para condominios',
        'seguridad para empresas',
      ],
      description:
        'Cámaras con análisis de video asistido por inteligencia artificial, control de acceso y alarmas conectados a una central de monitoreo. Las situaciones sospechosas se detectan y atienden mientras ocurren, no días después en la grabación.',
      intro: [
        'Un sistema de cámaras tradicional graba todo y no avisa nada: la mayoría de las veces, las imágenes se revisan recién después de que ocurrió el problema. La seguridad inteligente utiliza análisis de video asistido por IA para detectar situaciones como presencia en áreas restringidas o fuera de horario, movimiento en el perímetro y permanencia prolongada en puntos sensibles, y envía alertas a la central de monitoreo.',
        'El proyecto integra cámaras, control de acceso peatonal y vehicular y alarmas en una sola operación. La central recibe los eventos, verifica las imágenes y avisa a los responsables según el procedimiento acordado con usted, que además puede consultar imágenes y registros de acceso de forma remota.',
        'La implementación toma de 1 a 2 semanas e incluye el proyecto, la instalación, la configuración de los análisis y la capacitación del personal de portería, recepción o seguridad. El servicio se contrata en plan mensual, con soporte técnico de nuestro equipo.',
      ],
      benefits: [
        'Alertas en tiempo real, en lugar de descubrir incidentes en la grabación',
        'Ingreso de personas y vehículos controlado y registrado',
        'Una central de monitoreo que sigue y atiende los eventos',
        'Menos falsas alarmas, con análisis que distingue personas y vehículos de otros movimientos',
      ],
      cardFeatures: ['Análisis de video con IA', 'Control de acceso', 'Central de monitoreo'],
      badge: 'Con IA',
      included: [
        'Proyecto de seguridad con ubicación de cámaras y puntos de acceso',
        'Cámaras IP con análisis de video asistido por IA',
        'Control de acceso peatonal y vehicular por tarjeta, clave, biometría o reconocimiento facial',
        'Alarmas y sensores de intrusión integrados',
        'Central de monitoreo para la recepción y atención de eventos',
        'Grabación con acceso remoto a las imágenes',
        'Capacitación del personal de portería, recepción o seguridad',
      ],
      claims: [
        { value: 'IA', label: 'análisis de video en tiempo real' },
        { value: '24/7', label: 'central de monitoreo' },
        { value: '1–2 semanas', label: 'para la implementación' },
      ],
      audiences: [
        'Condominios residenciales y comerciales',
        'Empresas y oficinas que necesitan controlar quién ingresa y cuándo',
        'Hoteles con gran circulación de huéspedes, visitantes y proveedores',
        'Hospitales y clínicas con áreas de acceso restringido',
        'Industrias y depósitos con perímetros extensos e inventario que proteger',
      ],
      steps: [
        {
          title: 'Visita técnica',
          text: 'Evaluamos el lugar, los puntos vulnerables y la rutina de ingreso y salida de personas y vehículos.',
        },
        {
          title: 'Proyecto',
          text: 'Definimos cámaras, análisis de IA, puntos de control de acceso y los procedimientos de la central.',
        },
        {
          title: 'Instalación y configuración',
          text: 'Instalamos y configuramos todo el sistema en 1 a 2 semanas y capacitamos al personal.',
        },
        {
          title: 'Monitoreo continuo',
          text: 'La central sigue los eventos, y revisamos reglas y análisis a medida que la operación evoluciona.',
        },
      ],
      faq: [
        {
          question: '¿Qué puede detectar el análisis de video con IA?',
          answer:
            'Entre otras situaciones, la presencia de personas o vehículos en áreas y horarios no permitidos, el cruce de líneas virtuales en el perímetro y la permanencia prolongada en puntos sensibles. Las reglas se configuran según la realidad de cada lugar.',
        },
        {
          question: '¿Puedo aprovechar las cámaras que ya tengo?',
          answer:
            'Depende del modelo y del estado de los equipos. En la visita técnica evaluamos qué puede reutilizarse y qué debe reemplazarse para soportar los análisis.',
        },
        {
          question: '¿Cómo se protege la privacidad de residentes y colaboradores?',
          answer:
            'El proyecto considera la legislación de protección de datos: cámaras solo en áreas adecuadas, acceso a las imágenes restringido a personas autorizadas y un plazo de conservación de las grabaciones definido con usted.',
        },
        {
          question: '¿Cuánto tiempo toma la implementación?',
          answer:
            'De 1 a 2 semanas, según el tamaño del lugar y la cantidad de cámaras y puntos de acceso.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa la seguridad inteligente con cámaras e IA y quisiera agendar una visita técnica.',
    },
  },

  messaging: {
    pt: {
      title: 'Mensageria e PABX IP',
      subtitle: 'WhatsApp Business, mensageria corporativa e telefonia em uma só estrutura',
      metaDescription:
        'Mensageria corporativa com WhatsApp Business integrado e PABX IP com filas de atendimento e URA. Todo o atendimento da empresa organizado em um só lugar.',
      keywords: [
        'PABX IP',
        'WhatsApp Business para empresas',
        'central de atendimento',
        'URA',
        'filas de atendimento',
        'mensageria corporativa',
        'telefonia VoIP',
      ],
      description:
        'Organize o atendimento em uma só estrutura: WhatsApp Business com vários atendentes, mensageria interna e PABX IP com URA e filas de chamadas. Nenhum cliente fica sem resposta, e você acompanha tudo por relatórios.',
      intro: [
        'Quando o atendimento depende do celular de um funcionário e de uma central telefônica antiga, mensagens se perdem, ligações caem em ramais vazios e ninguém sabe quantos clientes ficaram sem resposta. A solução de mensageria e PABX IP reúne esses canais em uma estrutura profissional e gerenciada.',
        'O WhatsApp Business é integrado a uma plataforma em que vários atendentes compartilham o mesmo número, com distribuição das conversas por setor e histórico de cada cliente. Na telefonia, o PABX IP substitui a central física: ramais em computadores, celulares ou aparelhos IP, URA com menu de opções e filas que distribuem as ligações entre a equipe.',
        'A mensageria corporativa completa o conjunto, separando as conversas de trabalho dos aplicativos pessoais. Cuidamos da configuração, do treinamento e do suporte, com SLA de 99.9% de disponibilidade.',
      ],
      benefits: [
        'Todos os canais de atendimento organizados em um só lugar',
        'Clientes atendidos mais rápido, com URA e filas direcionando cada contato',
        'Um número de WhatsApp para toda a equipe, com histórico das conversas',
        'Nenhuma central telefônica física para comprar e manter',
      ],
      cardFeatures: ['WhatsApp Business integrado', 'PABX IP com URA', 'Filas de atendimento'],
      badge: 'Atendimento integrado',
      included: [
        'Integração do WhatsApp Business com vários atendentes',
        'Distribuição de conversas por setor e histórico de atendimento',
        'PABX IP com ramais em computador, celular ou telefone IP',
        'URA (atendimento eletrônico) com menu de opções personalizado',
        'Filas de chamadas com distribuição entre os atendentes',
        'Mensageria corporativa para a comunicação interna',
        'Relatórios de ligações e atendimentos',
        'Configuração, treinamento e suporte',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidade' },
        { value: '24/7', label: 'monitoramento da plataforma' },
      ],
      audiences: [
        'Pequenas e médias empresas que atendem clientes por WhatsApp e telefone',
        'Clínicas e hospitais com agendamento e confirmação de consultas',
        'Hotéis com reservas e atendimento a hóspedes',
        'Administradoras de condomínios com grande volume de contatos de moradores',
      ],
      steps: [
        {
          title: 'Mapeamento do atendimento',
          text: 'Entendemos canais, setores, horários e o volume de contatos da sua operação.',
        },
        {
          title: 'Configuração',
          text: 'Integramos o WhatsApp Business e montamos URA, filas e ramais de acordo com a sua operação.',
        },
        {
          title: 'Treinamento',
          text: 'Preparamos a equipe para usar a plataforma e os ramais no dia a dia.',
        },
        {
          title: 'Suporte e ajustes',
          text: 'Acompanhamos os primeiros dias e ajustamos regras, menus e filas conforme a demanda.',
        },
      ],
      faq: [
        {
          question: 'Vários atendentes podem usar o mesmo número de WhatsApp?',
          answer:
            'Sim. Com a integração ao WhatsApp Business, as conversas chegam a uma plataforma compartilhada e são distribuídas entre os atendentes, com o histórico de cada cliente.',
        },
        {
          question: 'O que é URA?',
          answer:
            'É o atendimento eletrônico que recebe a ligação e oferece opções, como "1 para financeiro, 2 para suporte", encaminhando o cliente para a fila certa sem passar pela recepção.',
        },
        {
          question: 'Preciso comprar aparelhos telefônicos?',
          answer:
            'Não necessariamente. Os ramais do PABX IP funcionam em computadores e celulares por aplicativo; aparelhos IP são opcionais para quem prefere o telefone de mesa.',
        },
        {
          question: 'Qual a diferença para o E-mail Corporativo e PABX IP?',
          answer:
            'Este serviço é voltado ao atendimento, com WhatsApp, URA e filas. O E-mail Corporativo e PABX IP foca nas contas de e-mail da equipe, com telefonia IP como complemento.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em mensageria com WhatsApp Business e PABX IP para o atendimento da minha empresa.',
    },
    en: {
      title: 'Messaging and IP PBX',
      subtitle: 'WhatsApp Business, corporate messaging and telephony in one setup',
      metaDescription:
        'Corporate messaging with WhatsApp Business integration and an IP PBX with call queues and IVR. All your customer service organized in one place.',
      keywords: [
        'IP PBX',
        'WhatsApp Business for companies',
        'contact center',
        'IVR',
        'call queues',
        'corporate messaging',
        'VoIP telephony',
      ],
      description:
        'Bring customer service together in one setup: WhatsApp Business with multiple agents, internal messaging and an IP PBX with IVR and call queues. No customer goes unanswered, and reports show you everything.',
      intro: [
        "When customer service depends on one employee's phone and an old phone system, messages get lost, calls ring at empty extensions and nobody knows how many customers never got an answer. Messaging and IP PBX brings these channels together in a professional, managed setup.",
        'WhatsApp Business is integrated with a platform where several agents share the same number, with conversations routed by department and a history for each customer. On the phone side, the IP PBX replaces the physical switchboard: extensions on computers, mobile phones or IP desk phones, an IVR menu and queues that distribute calls across your team.',
        'Corporate messaging completes the set, keeping work conversations separate from personal apps. We handle configuration, training and support, with a 99.9% uptime SLA.',
      ],
      benefits: [
        'Every customer service channel organized in one place',
        'Faster service, with IVR and queues routing each contact',
        'One WhatsApp number for the whole team, with conversation history',
        'No physical phone system to buy and maintain',
      ],
      cardFeatures: ['WhatsApp Business integration', 'IP PBX with IVR', 'Call queues'],
      badge: 'Unified service',
      included: [
        'WhatsApp Business integration with multiple agents',
        'Conversation routing by department and service history',
        'IP PBX with extensions on computers, mobile phones or IP phones',
        'IVR (automated attendant) with a custom menu',
        'Call queues distributed across agents',
        'Corporate messaging for internal communication',
        'Call and service reports',
        'Configuration, training and support',
      ],
      claims: [
        { value: '99.9%', label: 'uptime SLA' },
        { value: '24/7', label: 'platform monitoring' },
      ],
      audiences: [
        'Small and mid-sized businesses serving customers over WhatsApp and phone',
        'Clinics and hospitals that schedule and confirm appointments',
        'Hotels handling bookings and guest services',
        'Property management firms with a high volume of resident contacts',
      ],
      steps: [
        {
          title: 'Service mapping',
          text: 'We learn your channels, departments, hours and contact volume.',
        },
        {
          title: 'Configuration',
          text: 'We integrate WhatsApp Business and set up the IVR, queues and extensions around your operation.',
        },
        {
          title: 'Training',
          text: 'We prepare your team to use the platform and extensions day to day.',
        },
        {
          title: 'Support and tuning',
          text: 'We follow the first days closely and adjust rules, menus and queues to demand.',
        },
      ],
      faq: [
        {
          question: 'Can several agents use the same WhatsApp number?',
          answer:
            'Yes. With the WhatsApp Business integration, conversations arrive on a shared platform and are distributed among agents, with each customer history kept.',
        },
        {
          question: 'What is an IVR?',
          answer:
            'It is the automated attendant that answers the call and offers options, such as "press 1 for billing, 2 for support", sending the caller to the right queue without going through the front desk.',
        },
        {
          question: 'Do I need to buy desk phones?',
          answer:
            'Not necessarily. IP PBX extensions work on computers and mobile phones through an app; IP desk phones are optional for those who prefer them.',
        },
        {
          question: 'How is this different from Business E-mail and IP PBX?',
          answer:
            "This service is built for customer service, with WhatsApp, IVR and queues. Business E-mail and IP PBX focuses on your team's e-mail accounts, with IP telephony as a complement.",
        },
      ],
      whatsappMessage: "Hello! I'm interested in messaging with WhatsApp Business and an IP PBX for my company's customer service.",
    },
    es: {
      title: 'Mensajería y PBX IP',
      subtitle: 'WhatsApp Business, mensajería corporativa y telefonía en una sola estructura',
      metaDescription:
        'Mensajería corporativa con WhatsApp Business integrado y PBX IP con colas de atención e IVR. Toda la atención de su empresa organizada en un solo lugar.',
      keywords: [
        'PBX IP',
        'WhatsApp Business para empresas',
        'central de atención',
        'IVR',
        'colas de llamadas',
        'mensajería corporativa',
        'telefonía VoIP',
      ],
      description:
        'Organice la atención en una sola estructura: WhatsApp Business con varios agentes, mensajería interna y PBX IP con IVR y colas de llamadas. Ningún cliente se queda sin respuesta, y usted sigue todo mediante informes.',
      intro: [
        'Cuando la atención depende del celular de un empleado y de una central telefónica antigua, los mensajes se pierden, las llamadas suenan en internos vacíos y nadie sabe cuántos clientes quedaron sin respuesta. La solución de mensajería y PBX IP reúne esos canales en una estructura profesional y gestionada.',
        'WhatsApp Business se integra a una plataforma en la que varios agentes comparten el mismo número, con distribución de las conversaciones por área e historial de cada cliente. En telefonía, la PBX IP reemplaza a la central física: internos en computadoras, celulares o teléfonos IP, IVR con menú de opciones y colas que distribuyen las llamadas entre el equipo.',
        'La mensajería corporativa completa el conjunto y separa las conversaciones de trabajo de las aplicaciones personales. Nos encargamos de la configuración, la capacitación y el soporte, con un SLA de 99.9% de disponibilidad.',
      ],
      benefits: [
        'Todos los canales de atención organizados en un solo lugar',
        'Clientes atendidos más rápido, con IVR y colas que dirigen cada contacto',
        'Un número de WhatsApp para todo el equipo, con historial de conversaciones',
        'Ninguna central telefónica física que comprar y mantener',
      ],
      cardFeatures: ['WhatsApp Business integrado', 'PBX IP con IVR', 'Colas de atención'],
      badge: 'Atención integrada',
      included: [
        'Integración de WhatsApp Business con varios agentes',
        'Distribución de conversaciones por área e historial de atención',
        'PBX IP con internos en computadora, celular o teléfono IP',
        'IVR (operadora automática) con menú de opciones personalizado',
        'Colas de llamadas con distribución entre los agentes',
        'Mensajería corporativa para la comunicación interna',
        'Informes de llamadas y atenciones',
        'Configuración, capacitación y soporte',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidad' },
        { value: '24/7', label: 'monitoreo de la plataforma' },
      ],
      audiences: [
        'Pequeñas y medianas empresas que atienden clientes por WhatsApp y teléfono',
        'Clínicas y hospitales que agendan y confirman citas',
        'Hoteles con reservas y atención a huéspedes',
        'Administradoras de condominios con gran volumen de contactos de residentes',
      ],
      steps: [
        {
          title: 'Mapeo de la atención',
          text: 'Conocemos los canales, áreas, horarios y el volumen de contactos de su operación.',
        },
        {
          title: 'Configuración',
          text: 'Integramos WhatsApp Business y armamos IVR, colas e internos según su operación.',
        },
        {
          title: 'Capacitación',
          text: 'Preparamos al equipo para usar la plataforma y los internos en el día a día.',
        },
        {
          title: 'Soporte y ajustes',
          text: 'Acompañamos los primeros días y ajustamos reglas, menús y colas según la demanda.',
        },
      ],
      faq: [
        {
          question: '¿Varios agentes pueden usar el mismo número de WhatsApp?',
          answer:
            'Sí. Con la integración a WhatsApp Business, las conversaciones llegan a una plataforma compartida y se distribuyen entre los agentes, con el historial de cada cliente.',
        },
        {
          question: '¿Qué es un IVR?',
          answer:
            'Es la operadora automática que recibe la llamada y ofrece opciones, como "1 para facturación, 2 para soporte", y dirige al cliente a la cola correcta sin pasar por la recepción.',
        },
        {
          question: '¿Necesito comprar teléfonos?',
          answer:
            'No necesariamente. Los internos de la PBX IP funcionan en computadoras y celulares mediante una aplicación; los teléfonos IP de escritorio son opcionales para quien los prefiera.',
        },
        {
          question: '¿En qué se diferencia de Correo Corporativo y PBX IP?',
          answer:
            'Este servicio está orientado a la atención al cliente, con WhatsApp, IVR y colas. Correo Corporativo y PBX IP se centra en las cuentas de correo del equipo, con telefonía IP como complemento.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa la mensajería con WhatsApp Business y PBX IP para la atención de mi empresa.',
    },
  },

  email: {
    pt: {
      title: 'E-mail Corporativo e PABX IP',
      subtitle: 'E-mail com o domínio da sua empresa, anti-spam e telefonia IP',
      metaDescription:
        'E-mail corporativo com o domínio da sua empresa, anti-spam, migração assistida e telefonia IP. Cobrança por conta e SLA de 99.9% de disponibilidade.',
      keywords: [
        'e-mail corporativo',
        'e-mail com domínio próprio',
        'anti-spam',
        'migração de e-mail',
        'telefonia IP',
        'PABX IP para empresas',
      ],
      description:
        'Contas de e-mail com o domínio da sua empresa, filtro anti-spam e migração das mensagens antigas, com cobrança por conta. Para completar a comunicação, telefonia IP com ramais para a equipe.',
      intro: [
        'Usar e-mail gratuito ou uma hospedagem sem suporte passa uma imagem amadora e deixa a empresa exposta a spam, golpes de phishing e caixas de entrada perdidas quando um colaborador sai. O e-mail corporativo resolve isso com contas no domínio da empresa, administradas pela nossa equipe.',
        'Cada conta inclui filtro anti-spam e antivírus, acesso pelo computador, pelo navegador e pelo celular, e administração centralizada: quando alguém entra ou sai da empresa, criamos, bloqueamos ou redirecionamos a caixa sem perder o histórico. A migração das mensagens do provedor atual fica por nossa conta.',
        'Como complemento, a telefonia IP leva ramais para computadores e celulares, com transferência de ligações e atendimento centralizado. A cobrança do e-mail é por conta, então você paga apenas pelas caixas que usa.',
      ],
      benefits: [
        'Imagem profissional, com e-mails no domínio da empresa',
        'Menos spam, phishing e vírus chegando à caixa de entrada',
        'Controle das contas quando colaboradores entram ou saem',
        'Custo proporcional ao tamanho da equipe, com cobrança por conta',
      ],
      cardFeatures: ['Domínio próprio', 'Anti-spam e antivírus', 'Telefonia IP'],
      badge: 'Migração assistida',
      included: [
        'Contas de e-mail com o domínio da sua empresa',
        'Filtro anti-spam e antivírus nas mensagens',
        'Acesso por webmail, computador e celular',
        'Migração das mensagens do provedor atual',
        'Configuração de SPF, DKIM e DMARC para melhor entrega dos e-mails',
        'Administração de contas, apelidos e listas de distribuição',
        'Telefonia IP com ramais para a equipe',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidade' },
        { value: 'Por conta', label: 'cobrança conforme o tamanho da equipe' },
      ],
      audiences: [
        'Pequenas e médias empresas que ainda usam e-mail gratuito ou de hospedagem',
        'Escritórios que precisam de ramais sem manter uma central telefônica física',
        'Administradoras de condomínios que querem e-mails institucionais para síndicos e equipe',
        'Hotéis, clínicas e indústrias com equipes em turnos e alta rotatividade',
      ],
      steps: [
        {
          title: 'Levantamento',
          text: 'Verificamos o domínio, o número de contas, o provedor atual e as necessidades de telefonia.',
        },
        {
          title: 'Configuração',
          text: 'Criamos as contas, ajustamos o domínio e ativamos o anti-spam.',
        },
        {
          title: 'Migração',
          text: 'Transferimos as mensagens existentes e configuramos computadores e celulares da equipe.',
        },
        {
          title: 'Suporte contínuo',
          text: 'Cuidamos de novas contas, desligamentos e dúvidas do dia a dia.',
        },
      ],
      faq: [
        {
          question: 'Vou perder meus e-mails antigos?',
          answer:
            'Não. Migramos as mensagens do provedor atual para as novas contas e planejamos a troca para que nenhum e-mail se perca durante a mudança.',
        },
        {
          question: 'Preciso ter um domínio?',
          answer:
            'É recomendável. Se a empresa ainda não tem, orientamos o registro; se já tem, configuramos os registros necessários para o e-mail funcionar e chegar à caixa de entrada dos destinatários.',
        },
        {
          question: 'Como funciona a cobrança?',
          answer:
            'O valor é mensal por conta de e-mail. Você inclui ou remove contas conforme a equipe muda, e o custo acompanha.',
        },
        {
          question: 'Qual a diferença para Mensageria e PABX IP?',
          answer:
            'Este serviço foca nas contas de e-mail da equipe, com telefonia IP como complemento. Mensageria e PABX IP é voltado ao atendimento, com WhatsApp Business, URA e filas de chamadas.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em e-mail corporativo e telefonia IP para a minha equipe.',
    },
    en: {
      title: 'Business E-mail and IP PBX',
      subtitle: "E-mail on your company's domain, anti-spam and IP telephony",
      metaDescription:
        "Business e-mail on your company's domain with anti-spam, assisted migration and IP telephony. Priced per account, with a 99.9% uptime SLA.",
      keywords: [
        'business e-mail',
        'custom domain e-mail',
        'anti-spam',
        'e-mail migration',
        'IP telephony',
        'IP PBX for businesses',
      ],
      description:
        "E-mail accounts on your company's domain, with anti-spam filtering and migration of your old messages, priced per account. To round out communication, IP telephony with extensions for your team.",
      intro: [
        'Using free e-mail or unsupported hosting looks unprofessional and leaves the company exposed to spam, phishing scams and lost mailboxes whenever an employee leaves. Business e-mail solves this with accounts on your company domain, administered by our team.',
        'Every account includes anti-spam and antivirus filtering, access from desktop, browser and mobile, and central administration: when someone joins or leaves, we create, lock or forward the mailbox without losing history. We also handle the migration of messages from your current provider.',
        'As a complement, IP telephony brings extensions to computers and mobile phones, with call transfer and centralized answering. E-mail is billed per account, so you only pay for the mailboxes you use.',
      ],
      benefits: [
        "A professional image, with e-mail on your company's domain",
        'Less spam, phishing and malware reaching the inbox',
        'Control over accounts when employees join or leave',
        'Costs that follow team size, with per-account billing',
      ],
      cardFeatures: ['Your own domain', 'Anti-spam and antivirus', 'IP telephony'],
      badge: 'Assisted migration',
      included: [
        "E-mail accounts on your company's domain",
        'Anti-spam and antivirus filtering',
        'Access through webmail, desktop and mobile',
        'Migration of messages from your current provider',
        'SPF, DKIM and DMARC setup for better deliverability',
        'Management of accounts, aliases and distribution lists',
        'IP telephony with extensions for your team',
      ],
      claims: [
        { value: '99.9%', label: 'uptime SLA' },
        { value: 'Per account', label: 'billing that follows team size' },
      ],
      audiences: [
        'Small and mid-sized businesses still on free or hosting-provider e-mail',
        'Offices that need extensions without maintaining a physical phone system',
        'Property management firms that want official addresses for building managers and staff',
        'Hotels, clinics and manufacturers with shift teams and high turnover',
      ],
      steps: [
        {
          title: 'Discovery',
          text: 'We review your domain, number of accounts, current provider and telephony needs.',
        },
        {
          title: 'Configuration',
          text: 'We create the accounts, configure the domain and enable anti-spam.',
        },
        {
          title: 'Migration',
          text: "We move existing messages and set up your team's computers and phones.",
        },
        {
          title: 'Ongoing support',
          text: 'We handle new accounts, departures and everyday questions.',
        },
      ],
      faq: [
        {
          question: 'Will I lose my old e-mails?',
          answer:
            'No. We migrate messages from your current provider to the new accounts and plan the switch so no e-mail is lost along the way.',
        },
        {
          question: 'Do I need a domain?',
          answer:
            "It is recommended. If your company doesn't have one yet, we guide you through registration; if it does, we configure the records needed for e-mail to work and reach recipients' inboxes.",
        },
        {
          question: 'How does billing work?',
          answer:
            'Pricing is monthly per e-mail account. You add or remove accounts as your team changes, and the cost follows.',
        },
        {
          question: 'How is this different from Messaging and IP PBX?',
          answer:
            "This service focuses on your team's e-mail accounts, with IP telephony as a complement. Messaging and IP PBX is built for customer service, with WhatsApp Business, IVR and call queues.",
        },
      ],
      whatsappMessage: "Hello! I'm interested in business e-mail and IP telephony for my team.",
    },
    es: {
      title: 'Correo Corporativo y PBX IP',
      subtitle: 'Correo con el dominio de su empresa, antispam y telefonía IP',
      metaDescription:
        'Correo corporativo con el dominio de su empresa, antispam, migración asistida y telefonía IP. Cobro por cuenta y SLA de 99.9% de disponibilidad.',
      keywords: [
        'correo corporativo',
        'correo con dominio propio',
        'antispam',
        'migración de correo',
        'telefonía IP',
        'PBX IP para empresas',
      ],
      description:
        'Cuentas de correo con el dominio de su empresa, filtro antispam y migración de los mensajes anteriores, con cobro por cuenta. Para completar la comunicación, telefonía IP con internos para el equipo.',
      intro: [
        'Usar correo gratuito o un alojamiento sin soporte transmite una imagen poco profesional y deja a la empresa expuesta a spam, fraudes de phishing y buzones perdidos cuando un colaborador se retira. El correo corporativo resuelve esto con cuentas en el dominio de la empresa, administradas por nuestro equipo.',
        'Cada cuenta incluye filtro antispam y antivirus, acceso desde la computadora, el navegador y el celular, y administración centralizada: cuando alguien ingresa o se retira de la empresa, creamos, bloqueamos o redirigimos el buzón sin perder el historial. También nos encargamos de migrar los mensajes desde su proveedor actual.',
        'Como complemento, la telefonía IP lleva internos a computadoras y celulares, con transferencia de llamadas y atención centralizada. El correo se cobra por cuenta, de modo que usted paga solo por los buzones que utiliza.',
      ],
      benefits: [
        'Imagen profesional, con correos en el dominio de la empresa',
        'Menos spam, phishing y virus en la bandeja de entrada',
        'Control de las cuentas cuando los colaboradores ingresan o se retiran',
        'Costo proporcional al tamaño del equipo, con cobro por cuenta',
      ],
      cardFeatures: ['Dominio propio', 'Antispam y antivirus', 'Telefonía IP'],
      badge: 'Migración asistida',
      included: [
        'Cuentas de correo con el dominio de su empresa',
        'Filtro antispam y antivirus en los mensajes',
        'Acceso por webmail, computadora y celular',
        'Migración de los mensajes desde el proveedor actual',
        'Configuración de SPF, DKIM y DMARC para una mejor entrega de los correos',
        'Administración de cuentas, alias y listas de distribución',
        'Telefonía IP con internos para el equipo',
      ],
      claims: [
        { value: '99.9%', label: 'SLA de disponibilidad' },
        { value: 'Por cuenta', label: 'cobro según el tamaño del equipo' },
      ],
      audiences: [
        'Pequeñas y medianas empresas que aún usan correo gratuito o del alojamiento web',
        'Oficinas que necesitan internos sin mantener una central telefónica física',
        'Administradoras de condominios que desean correos institucionales para administradores y personal',
        'Hoteles, clínicas e industrias con equipos por turnos y alta rotación',
      ],
      steps: [
        {
          title: 'Relevamiento',
          text: 'Verificamos el dominio, la cantidad de cuentas, el proveedor actual y las necesidades de telefonía.',
        },
        {
          title: 'Configuración',
          text: 'Creamos las cuentas, ajustamos el dominio y activamos el antispam.',
        },
        {
          title: 'Migración',
          text: 'Trasladamos los mensajes existentes y configuramos las computadoras y celulares del equipo.',
        },
        {
          title: 'Soporte continuo',
          text: 'Nos ocupamos de nuevas cuentas, bajas y consultas del día a día.',
        },
      ],
      faq: [
        {
          question: '¿Perderé mis correos anteriores?',
          answer:
            'No. Migramos los mensajes desde su proveedor actual a las nuevas cuentas y planificamos el cambio para que ningún correo se pierda durante la transición.',
        },
        {
          question: '¿Necesito tener un dominio?',
          answer:
            'Es recomendable. Si su empresa aún no lo tiene, lo orientamos en el registro; si ya lo tiene, configuramos los registros necesarios para que el correo funcione y llegue a la bandeja de entrada de los destinatarios.',
        },
        {
          question: '¿Cómo funciona el cobro?',
          answer:
            'El valor es mensual por cuenta de correo. Usted agrega o elimina cuentas a medida que el equipo cambia, y el costo se ajusta.',
        },
        {
          question: '¿En qué se diferencia de Mensajería y PBX IP?',
          answer:
            'Este servicio se centra en las cuentas de correo del equipo, con telefonía IP como complemento. Mensajería y PBX IP está orientado a la atención al cliente, con WhatsApp Business, IVR y colas de llamadas.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa el correo corporativo y la telefonía IP para mi equipo.',
    },
  },

  storage: {
    pt: {
      title: 'Storage Empresarial',
      subtitle: 'Armazenamento NAS e SAN com snapshots e replicação',
      metaDescription:
        'Storage empresarial NAS e SAN com snapshots, replicação e monitoramento 24/7. Capacidade e desempenho para dados críticos, com gestão especializada.',
      keywords: [
        'storage empresarial',
        'NAS',
        'SAN',
        'armazenamento corporativo',
        'snapshots',
        'replicação de dados',
      ],
      description:
        'Armazenamento corporativo em NAS ou SAN, dimensionado para o volume e o desempenho que os seus sistemas exigem. Snapshots e replicação protegem os dados, e a nossa equipe cuida da gestão e do monitoramento.',
      intro: [
        'Quando o volume de dados cresce — imagens de exames, projetos de engenharia, gravações de câmeras, bancos de dados —, discos espalhados em computadores e servidores deixam de dar conta. Um storage empresarial centraliza esse armazenamento com desempenho, redundância e espaço para crescer.',
        'Trabalhamos com NAS, para compartilhamento de arquivos na rede, e SAN, para servidores e virtualização que precisam de armazenamento em bloco de alto desempenho. Snapshots permitem voltar a um estado anterior em caso de erro ou ataque, e a replicação mantém uma cópia dos dados em outro equipamento ou local.',
        'Fazemos o dimensionamento, a instalação e a gestão contínua do storage, com monitoramento 24/7 de discos, capacidade e desempenho. Para uma proteção completa, o storage pode ser combinado com o Backup Gerenciado.',
      ],
      benefits: [
        'Dados centralizados, com desempenho para sistemas e arquivos pesados',
        'Recuperação rápida com snapshots após erros ou ataques',
        'Replicação para manter os dados disponíveis mesmo com a falha de um equipamento',
        'Capacidade ampliada conforme o crescimento, sem refazer a estrutura',
      ],
      cardFeatures: ['NAS e SAN', 'Snapshots agendados', 'Replicação de dados'],
      badge: 'Dados críticos',
      included: [
        'Dimensionamento de capacidade e desempenho',
        'Storage NAS ou SAN conforme a necessidade',
        'Configuração de volumes, compartilhamentos e permissões',
        'Snapshots agendados',
        'Replicação para outro equipamento ou local',
        'Monitoramento 24/7 de discos, capacidade e desempenho',
        'Integração com servidores, virtualização e backup',
      ],
      claims: [
        { value: '24/7', label: 'monitoramento de discos e capacidade' },
        { value: 'NAS e SAN', label: 'arquitetura conforme o seu ambiente' },
      ],
      audiences: [
        'Hospitais e clínicas com grande volume de exames e imagens',
        'Indústrias e escritórios de engenharia com projetos e arquivos pesados',
        'Condomínios e empresas que armazenam gravações de câmeras',
        'Empresas com servidores virtualizados que precisam de armazenamento compartilhado',
      ],
      steps: [
        {
          title: 'Análise',
          text: 'Medimos o volume de dados, o crescimento esperado e as exigências de desempenho.',
        },
        {
          title: 'Dimensionamento',
          text: 'Indicamos a arquitetura NAS ou SAN, a capacidade e a política de snapshots e replicação.',
        },
        {
          title: 'Implantação',
          text: 'Instalamos, configuramos e migramos os dados para o storage.',
        },
        {
          title: 'Gestão contínua',
          text: 'Monitoramos 24/7, acompanhamos a ocupação e planejamos as expansões.',
        },
      ],
      faq: [
        {
          question: 'Qual a diferença entre NAS e SAN?',
          answer:
            'O NAS compartilha arquivos pela rede, como um servidor de arquivos, e é ideal para pastas e documentos. O SAN entrega armazenamento em bloco para servidores e virtualização, com alto desempenho para bancos de dados e sistemas.',
        },
        {
          question: 'Snapshot é a mesma coisa que backup?',
          answer:
            'Não. O snapshot registra o estado dos dados em um momento e permite voltar atrás rapidamente, mas fica no mesmo ambiente. O backup guarda cópias separadas; por isso recomendamos usar os dois juntos.',
        },
        {
          question: 'O que acontece quando o espaço estiver acabando?',
          answer:
            'Acompanhamos a ocupação e avisamos com antecedência. A expansão é planejada para acontecer sem reorganizar os dados já armazenados.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em storage empresarial (NAS/SAN) e gostaria de dimensionar o meu ambiente.',
    },
    en: {
      title: 'Enterprise Storage',
      subtitle: 'NAS and SAN storage with snapshots and replication',
      metaDescription:
        'Enterprise NAS and SAN storage with snapshots, replication and 24/7 monitoring. Capacity and performance for critical data, managed by specialists.',
      keywords: [
        'enterprise storage',
        'NAS',
        'SAN',
        'business storage',
        'snapshots',
        'data replication',
      ],
      description:
        'Business storage on NAS or SAN, sized for the volume and performance your systems require. Snapshots and replication protect your data, and our team handles management and monitoring.',
      intro: [
        'As data grows — medical images, engineering projects, camera recordings, databases — disks scattered across computers and servers can no longer keep up. Enterprise storage centralizes all of it with performance, redundancy and room to grow.',
        'We work with NAS, for file sharing over the network, and SAN, for servers and virtualization that need high-performance block storage. Snapshots let you roll back to an earlier state after a mistake or an attack, and replication keeps a copy of the data on another device or at another site.',
        'We handle sizing, installation and ongoing management, with 24/7 monitoring of disks, capacity and performance. For complete protection, storage can be combined with Managed Backup.',
      ],
      benefits: [
        'Centralized data, with the performance heavy systems and files need',
        'Fast recovery with snapshots after mistakes or attacks',
        'Replication that keeps data available even if one device fails',
        'Capacity that grows with you, without rebuilding the setup',
      ],
      cardFeatures: ['NAS and SAN', 'Scheduled snapshots', 'Data replication'],
      badge: 'Critical data',
      included: [
        'Capacity and performance sizing',
        'NAS or SAN storage as needed',
        'Volume, share and permission configuration',
        'Scheduled snapshots',
        'Replication to another device or site',
        '24/7 monitoring of disks, capacity and performance',
        'Integration with servers, virtualization and backup',
      ],
      claims: [
        { value: '24/7', label: 'disk and capacity monitoring' },
        { value: 'NAS and SAN', label: 'architecture that fits your environment' },
      ],
      audiences: [
        'Hospitals and clinics with large volumes of exams and images',
        'Manufacturers and engineering firms with large project files',
        'Condominiums and businesses that store camera recordings',
        'Companies with virtualized servers that need shared storage',
      ],
      steps: [
        {
          title: 'Analysis',
          text: 'We measure data volume, expected growth and performance requirements.',
        },
        {
          title: 'Sizing',
          text: 'We recommend the NAS or SAN architecture, the capacity and the snapshot and replication policy.',
        },
        {
          title: 'Deployment',
          text: 'We install, configure and migrate your data to the storage.',
        },
        {
          title: 'Ongoing management',
          text: 'We monitor 24/7, track usage and plan expansions.',
        },
      ],
      faq: [
        {
          question: 'What is the difference between NAS and SAN?',
          answer:
            'NAS shares files over the network, like a file server, and is ideal for folders and documents. SAN provides block storage to servers and virtualization, with high performance for databases and business systems.',
        },
        {
          question: 'Is a snapshot the same as a backup?',
          answer:
            'No. A snapshot captures the state of the data at a point in time and lets you roll back quickly, but it lives in the same environment. A backup keeps separate copies, which is why we recommend using both.',
        },
        {
          question: 'What happens when space is running out?',
          answer:
            'We track usage and alert you well in advance. Expansion is planned so it happens without reorganizing the data already stored.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in enterprise storage (NAS/SAN) and would like help sizing my environment.",
    },
    es: {
      title: 'Almacenamiento Empresarial',
      subtitle: 'Almacenamiento NAS y SAN con snapshots y replicación',
      metaDescription:
        'Almacenamiento empresarial NAS y SAN con snapshots, replicación y monitoreo 24/7. Capacidad y rendimiento para datos críticos, con gestión especializada.',
      keywords: [
        'almacenamiento empresarial',
        'storage',
        'NAS',
        'SAN',
        'snapshots',
        'replicación de datos',
      ],
      description:
        'Almacenamiento corporativo en NAS o SAN, dimensionado para el volumen y el rendimiento que exigen sus sistemas. Los snapshots y la replicación protegen los datos, y nuestro equipo se encarga de la gestión y el monitoreo.',
      intro: [
        'Cuando el volumen de datos crece — imágenes de exámenes, proyectos de ingeniería, grabaciones de cámaras, bases de datos —, los discos repartidos entre computadoras y servidores dejan de ser suficientes. Un almacenamiento empresarial centraliza esa información con rendimiento, redundancia y espacio para crecer.',
        'Trabajamos con NAS, para compartir archivos en la red, y SAN, para servidores y virtualización que requieren almacenamiento en bloque de alto rendimiento. Los snapshots permiten volver a un estado anterior ante un error o un ataque, y la replicación mantiene una copia de los datos en otro equipo o sitio.',
        'Nos encargamos del dimensionamiento, la instalación y la gestión continua, con monitoreo 24/7 de discos, capacidad y rendimiento. Para una protección completa, el almacenamiento puede combinarse con el Respaldo Gestionado.',
      ],
      benefits: [
        'Datos centralizados, con rendimiento para sistemas y archivos pesados',
        'Recuperación rápida con snapshots ante errores o ataques',
        'Replicación que mantiene los datos disponibles aunque falle un equipo',
        'Capacidad ampliada según el crecimiento, sin rehacer la estructura',
      ],
      cardFeatures: ['NAS y SAN', 'Snapshots programados', 'Replicación de datos'],
      badge: 'Datos críticos',
      included: [
        'Dimensionamiento de capacidad y rendimiento',
        'Almacenamiento NAS o SAN según la necesidad',
        'Configuración de volúmenes, recursos compartidos y permisos',
        'Snapshots programados',
        'Replicación a otro equipo o sitio',
        'Monitoreo 24/7 de discos, capacidad y rendimiento',
        'Integración con servidores, virtualización y respaldo',
      ],
      claims: [
        { value: '24/7', label: 'monitoreo de discos y capacidad' },
        { value: 'NAS y SAN', label: 'arquitectura según su entorno' },
      ],
      audiences: [
        'Hospitales y clínicas con gran volumen de exámenes e imágenes',
        'Industrias y estudios de ingeniería con proyectos y archivos pesados',
        'Condominios y empresas que almacenan grabaciones de cámaras',
        'Empresas con servidores virtualizados que necesitan almacenamiento compartido',
      ],
      steps: [
        {
          title: 'Análisis',
          text: 'Medimos el volumen de datos, el crecimiento esperado y los requisitos de rendimiento.',
        },
        {
          title: 'Dimensionamiento',
          text: 'Recomendamos la arquitectura NAS o SAN, la capacidad y la política de snapshots y replicación.',
        },
        {
          title: 'Implementación',
          text: 'Instalamos, configuramos y migramos los datos al almacenamiento.',
        },
        {
          title: 'Gestión continua',
          text: 'Monitoreamos 24/7, seguimos la ocupación y planificamos las ampliaciones.',
        },
      ],
      faq: [
        {
          question: '¿Cuál es la diferencia entre NAS y SAN?',
          answer:
            'El NAS comparte archivos por la red, como un servidor de archivos, y es ideal para carpetas y documentos. El SAN ofrece almacenamiento en bloque para servidores y virtualización, con alto rendimiento para bases de datos y sistemas.',
        },
        {
          question: '¿Un snapshot es lo mismo que un respaldo?',
          answer:
            'No. El snapshot registra el estado de los datos en un momento dado y permite volver atrás rápidamente, pero permanece en el mismo entorno. El respaldo guarda copias separadas; por eso recomendamos usar ambos.',
        },
        {
          question: '¿Qué ocurre cuando el espacio se está agotando?',
          answer:
            'Seguimos la ocupación y le avisamos con anticipación. La ampliación se planifica para realizarse sin reorganizar los datos ya almacenados.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesa el almacenamiento empresarial (NAS/SAN) y quisiera dimensionar mi entorno.',
    },
  },

  peopleCounter: {
    pt: {
      title: 'Contadores de Pessoas',
      subtitle: 'Fluxo de visitantes medido com precisão de 98%+',
      metaDescription:
        'Contadores de pessoas com precisão de 98%+ para lojas, shoppings, condomínios e eventos. Fluxo em dashboards e retorno do investimento em 6 meses.',
      keywords: [
        'contador de pessoas',
        'contagem de fluxo de visitantes',
        'people counter',
        'taxa de conversão de loja',
        'contador de pessoas para shopping',
        'controle de lotação',
      ],
      description:
        'Sensores que contam entradas e saídas com precisão de 98%+ e transformam o fluxo de visitantes em dados para decidir horários, escalas e campanhas. Indicados para varejo, shoppings, condomínios e eventos, com retorno do investimento estimado em 6 meses.',
      intro: [
        'Quantas pessoas entraram na loja hoje? Qual o horário de pico do shopping? Quantos visitantes estão no evento agora? Sem medição, essas respostas viram palpite. Os contadores de pessoas registram entradas e saídas em cada acesso com precisão de 98%+ e enviam os dados para um painel acessível de qualquer lugar.',
        'No varejo, cruzar o fluxo com as vendas revela a taxa de conversão e ajuda a dimensionar a equipe nos horários certos. Em shoppings e eventos, a contagem mostra a ocupação em tempo real e apoia o controle de lotação. Em condomínios, ajuda a entender o uso das portarias e das áreas comuns.',
        'Cuidamos da instalação dos sensores, da calibração dos pontos de contagem e dos relatórios. Com decisões melhores sobre escala, horário de funcionamento e campanhas, o retorno do investimento é estimado em 6 meses.',
      ],
      benefits: [
        'Dados de fluxo confiáveis, com precisão de 98%+',
        'Taxa de conversão real ao cruzar visitantes com vendas',
        'Equipe dimensionada para os horários de maior movimento',
        'Retorno do investimento estimado em 6 meses',
      ],
      cardFeatures: ['Precisão de 98%+', 'Dashboards de fluxo', 'ROI em 6 meses'],
      badge: 'Precisão 98%+',
      included: [
        'Sensores de contagem instalados nos acessos',
        'Contagem separada de entradas e saídas',
        'Dashboard com fluxo por hora, dia e ponto de acesso',
        'Ocupação em tempo real para controle de lotação',
        'Relatórios periódicos e exportação dos dados',
        'Comparativos entre unidades, períodos e campanhas',
        'Instalação, calibração e suporte técnico',
      ],
      claims: [
        { value: '98%+', label: 'de precisão na contagem' },
        { value: '6 meses', label: 'para o retorno do investimento' },
      ],
      audiences: [
        'Lojas e redes de varejo que querem medir a conversão',
        'Shoppings e centros comerciais',
        'Condomínios que acompanham o uso de acessos e áreas comuns',
        'Eventos, feiras e espaços com controle de lotação',
      ],
      steps: [
        {
          title: 'Estudo dos acessos',
          text: 'Avaliamos as entradas, a altura de instalação, a iluminação e o que você quer medir.',
        },
        {
          title: 'Instalação e calibração',
          text: 'Instalamos os sensores e validamos a contagem para garantir a precisão de 98%+.',
        },
        {
          title: 'Painel e relatórios',
          text: 'Configuramos o dashboard, os pontos de contagem e os relatórios para a sua equipe.',
        },
        {
          title: 'Análise contínua',
          text: 'Acompanhamos os dados com você e ajudamos a transformar o fluxo em decisões.',
        },
      ],
      faq: [
        {
          question: 'Qual a precisão da contagem?',
          answer:
            'A precisão é de 98%+, validada na calibração feita durante a instalação, que considera a altura, a iluminação e a largura de cada acesso.',
        },
        {
          question: 'De onde vem o retorno do investimento em 6 meses?',
          answer:
            'De decisões baseadas em dados: ajustar a escala da equipe ao fluxo real, medir o resultado de campanhas e vitrines e identificar horários com muitos visitantes e pouca conversão.',
        },
        {
          question: 'Consigo comparar várias lojas ou unidades?',
          answer:
            'Sim. O painel reúne os dados de todos os pontos e permite comparar fluxo e desempenho por unidade, dia e horário.',
        },
        {
          question: 'Funciona em eventos?',
          answer:
            'Sim. Os sensores são instalados nos acessos do evento para acompanhar a ocupação em tempo real e apoiar o controle de lotação.',
        },
      ],
      whatsappMessage: 'Olá! Tenho interesse em contadores de pessoas e gostaria de saber como medir o fluxo do meu espaço.',
    },
    en: {
      title: 'People Counters',
      subtitle: 'Visitor traffic measured with 98%+ accuracy',
      metaDescription:
        'People counters with 98%+ accuracy for retail stores, malls, condominiums and events. Foot traffic in dashboards and return on investment in 6 months.',
      keywords: [
        'people counter',
        'foot traffic counting',
        'visitor counter',
        'store conversion rate',
        'mall people counting',
        'occupancy control',
      ],
      description:
        'Sensors that count entries and exits with 98%+ accuracy and turn foot traffic into data for decisions on opening hours, staffing and campaigns. Built for retail, malls, condominiums and events, with an estimated return on investment in 6 months.',
      intro: [
        'How many people walked into the store today? When is peak time at the mall? How many visitors are at the event right now? Without measurement, those answers are guesswork. People counters record entries and exits at every entrance with 98%+ accuracy and send the data to a dashboard you can reach from anywhere.',
        'In retail, matching foot traffic with sales reveals the conversion rate and helps staff the right hours. In malls and events, counting shows occupancy in real time and supports capacity control. In condominiums, it helps you understand how gates and common areas are used.',
        'We install the sensors, calibrate each counting point and set up the reports. With better decisions on staffing, opening hours and campaigns, the return on investment is estimated at 6 months.',
      ],
      benefits: [
        'Reliable foot traffic data, with 98%+ accuracy',
        'Real conversion rates by matching visitors with sales',
        'Staffing sized for the busiest hours',
        'Return on investment estimated at 6 months',
      ],
      cardFeatures: ['98%+ accuracy', 'Foot traffic dashboards', 'ROI in 6 months'],
      badge: '98%+ accuracy',
      included: [
        'Counting sensors installed at the entrances',
        'Separate counts of entries and exits',
        'Dashboard with traffic by hour, day and entrance',
        'Real-time occupancy for capacity control',
        'Periodic reports and data export',
        'Comparisons across sites, periods and campaigns',
        'Installation, calibration and technical support',
      ],
      claims: [
        { value: '98%+', label: 'counting accuracy' },
        { value: '6 months', label: 'return on investment' },
      ],
      audiences: [
        'Stores and retail chains that want to measure conversion',
        'Shopping malls and commercial centers',
        'Condominiums tracking the use of gates and common areas',
        'Events, trade shows and venues with capacity control',
      ],
      steps: [
        {
          title: 'Entrance survey',
          text: 'We assess the entrances, mounting height, lighting and what you want to measure.',
        },
        {
          title: 'Installation and calibration',
          text: 'We install the sensors and validate the counts to ensure 98%+ accuracy.',
        },
        {
          title: 'Dashboard and reports',
          text: 'We set up the dashboard, counting points and reports for your team.',
        },
        {
          title: 'Ongoing analysis',
          text: 'We review the data with you and help turn traffic into decisions.',
        },
      ],
      faq: [
        {
          question: 'How accurate is the counting?',
          answer:
            'Accuracy is 98%+, validated during calibration at installation, which takes into account the height, lighting and width of each entrance.',
        },
        {
          question: 'Where does the 6-month return on investment come from?',
          answer:
            'From data-driven decisions: matching staff schedules to actual traffic, measuring the results of campaigns and window displays, and spotting hours with many visitors but low conversion.',
        },
        {
          question: 'Can I compare several stores or sites?',
          answer:
            'Yes. The dashboard brings together data from every location and lets you compare traffic and performance by site, day and hour.',
        },
        {
          question: 'Does it work for events?',
          answer:
            'Yes. Sensors are installed at the event entrances to track occupancy in real time and support capacity control.',
        },
      ],
      whatsappMessage: "Hello! I'm interested in people counters and would like to know how to measure foot traffic at my venue.",
    },
    es: {
      title: 'Contadores de Personas',
      subtitle: 'Flujo de visitantes medido con una precisión de 98%+',
      metaDescription:
        'Contadores de personas con precisión de 98%+ para tiendas, centros comerciales, condominios y eventos. Flujo en paneles y retorno de inversión en 6 meses.',
      keywords: [
        'contador de personas',
        'conteo de flujo de visitantes',
        'people counter',
        'tasa de conversión de tienda',
        'contador de personas para centros comerciales',
        'control de aforo',
      ],
      description:
        'Sensores que cuentan entradas y salidas con una precisión de 98%+ y convierten el flujo de visitantes en datos para decidir horarios, turnos y campañas. Indicados para comercio minorista, centros comerciales, condominios y eventos, con un retorno de la inversión estimado en 6 meses.',
      intro: [
        '¿Cuántas personas entraron hoy a la tienda? ¿Cuál es la hora pico del centro comercial? ¿Cuántos visitantes hay ahora en el evento? Sin medición, esas respuestas son suposiciones. Los contadores de personas registran entradas y salidas en cada acceso con una precisión de 98%+ y envían los datos a un panel disponible desde cualquier lugar.',
        'En el comercio minorista, cruzar el flujo con las ventas revela la tasa de conversión y ayuda a dimensionar el personal en los horarios adecuados. En centros comerciales y eventos, el conteo muestra la ocupación en tiempo real y facilita el control de aforo. En condominios, permite entender el uso de las porterías y las áreas comunes.',
        'Nos encargamos de la instalación de los sensores, la calibración de los puntos de conteo y los informes. Con mejores decisiones sobre turnos, horarios de atención y campañas, el retorno de la inversión se estima en 6 meses.',
      ],
      benefits: [
        'Datos de flujo confiables, con una precisión de 98%+',
        'Tasa de conversión real al cruzar visitantes con ventas',
        'Personal dimensionado para los horarios de mayor movimiento',
        'Retorno de la inversión estimado en 6 meses',
      ],
      cardFeatures: ['Precisión de 98%+', 'Paneles de flujo', 'ROI en 6 meses'],
      badge: 'Precisión 98%+',
      included: [
        'Sensores de conteo instalados en los accesos',
        'Conteo separado de entradas y salidas',
        'Panel con flujo por hora, día y punto de acceso',
        'Ocupación en tiempo real para el control de aforo',
        'Informes periódicos y exportación de datos',
        'Comparativos entre sedes, períodos y campañas',
        'Instalación, calibración y soporte técnico',
      ],
      claims: [
        { value: '98%+', label: 'de precisión en el conteo' },
        { value: '6 meses', label: 'para el retorno de la inversión' },
      ],
      audiences: [
        'Tiendas y cadenas minoristas que desean medir la conversión',
        'Centros comerciales',
        'Condominios que siguen el uso de accesos y áreas comunes',
        'Eventos, ferias y espacios con control de aforo',
      ],
      steps: [
        {
          title: 'Estudio de los accesos',
          text: 'Evaluamos las entradas, la altura de instalación, la iluminación y lo que usted desea medir.',
        },
        {
          title: 'Instalación y calibración',
          text: 'Instalamos los sensores y validamos el conteo para asegurar la precisión de 98%+.',
        },
        {
          title: 'Panel e informes',
          text: 'Configuramos el panel, los puntos de conteo y los informes para su equipo.',
        },
        {
          title: 'Análisis continuo',
          text: 'Revisamos los datos con usted y lo ayudamos a convertir el flujo en decisiones.',
        },
      ],
      faq: [
        {
          question: '¿Cuál es la precisión del conteo?',
          answer:
            'La precisión es de 98%+, validada en la calibración realizada durante la instalación, que considera la altura, la iluminación y el ancho de cada acceso.',
        },
        {
          question: '¿De dónde proviene el retorno de la inversión en 6 meses?',
          answer:
            'De decisiones basadas en datos: ajustar los turnos del personal al flujo real, medir el resultado de campañas y vitrinas e identificar horarios con muchos visitantes y baja conversión.',
        },
        {
          question: '¿Puedo comparar varias tiendas o sedes?',
          answer:
            'Sí. El panel reúne los datos de todos los puntos y permite comparar flujo y desempeño por sede, día y horario.',
        },
        {
          question: '¿Funciona en eventos?',
          answer:
            'Sí. Los sensores se instalan en los accesos del evento para seguir la ocupación en tiempo real y facilitar el control de aforo.',
        },
      ],
      whatsappMessage: '¡Hola! Me interesan los contadores de personas y quisiera saber cómo medir el flujo de mi espacio.',
    },
  },
};
