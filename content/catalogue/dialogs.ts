import type { DialogContent, DialogKey, PerLocale } from './types';

export const dialogs: Record<DialogKey, PerLocale<DialogContent>> = {
  security: {
    pt: {
      title: 'Segurança Inteligente com IA',
      description:
        'Câmeras com análise de vídeo assistida por IA, controle de acesso e alarmes ligados a uma central de monitoramento, para agir enquanto a ocorrência acontece, e não depois, na gravação.',
      gradient: 'from-rose-600 to-orange-500',
      benefits: [
        'Alertas em tempo real de situações suspeitas',
        'Controle e registro de quem entra e sai, a pé ou de carro',
        'Menos alarmes falsos com a análise inteligente das imagens',
        'Acesso remoto às câmeras e aos registros de acesso',
        'Implantação em 1 a 2 semanas',
      ],
      features: [
        'Câmeras IP com análise de vídeo por IA',
        'Controle de acesso para pedestres e veículos',
        'Alarmes e sensores de intrusão integrados',
        'Central de monitoramento de eventos',
        'Projeto que respeita a LGPD',
      ],
    },
    en: {
      title: 'AI-Powered Smart Security',
      description:
        'Cameras with AI-assisted video analytics, access control and alarms connected to a monitoring center, so you act while an incident is happening, not later on the recording.',
      gradient: 'from-rose-600 to-orange-500',
      benefits: [
        'Real-time alerts about suspicious situations',
        'Control and logging of who comes in and out, on foot or by car',
        'Fewer false alarms thanks to smart image analysis',
        'Remote access to cameras and access logs',
        'Onboarding in 1 to 2 weeks',
      ],
      features: [
        'IP cameras with AI video analytics',
        'Pedestrian and vehicle access control',
        'Integrated alarms and intrusion sensors',
        'Event monitoring center',
        'Privacy-conscious design aligned with the LGPD',
      ],
    },
    es: {
      title: 'Seguridad Inteligente con IA',
      description:
        'Cámaras con análisis de video asistido por IA, control de acceso y alarmas conectados a una central de monitoreo, para actuar mientras el incidente ocurre y no después, en la grabación.',
      gradient: 'from-rose-600 to-orange-500',
      benefits: [
        'Alertas en tiempo real ante situaciones sospechosas',
        'Control y registro de quién entra y sale, a pie o en vehículo',
        'Menos falsas alarmas gracias al análisis inteligente de imágenes',
        'Acceso remoto a las cámaras y a los registros de acceso',
        'Implementación en 1 a 2 semanas',
      ],
      features: [
        'Cámaras IP con análisis de video por IA',
        'Control de acceso peatonal y vehicular',
        'Alarmas y sensores de intrusión integrados',
        'Central de monitoreo de eventos',
        'Proyecto que respeta la protección de datos personales',
      ],
    },
  },

  iot: {
    pt: {
      title: 'Automação IoT',
      description:
        'Sensores e automação de iluminação e climatização que cortam desperdícios e reduzem o consumo de energia em até 32%, com todos os resultados visíveis em dashboards.',
      gradient: 'from-emerald-600 to-teal-500',
      benefits: [
        'Economia de energia de até 32%',
        'Luzes e ar-condicionado ligados só quando há ocupação',
        'Consumo acompanhado em tempo real, por área',
        'Alertas de falhas e de temperatura fora do padrão',
      ],
      features: [
        'Sensores de presença, temperatura e consumo',
        'Automação de iluminação',
        'Automação de ar-condicionado e climatização (HVAC)',
        'Dashboards com histórico e indicadores de economia',
        'Projeto iniciado por um pacote inicial e ampliado aos poucos',
      ],
    },
    en: {
      title: 'IoT Automation',
      description:
        'Sensors plus lighting and HVAC automation that cut waste and reduce energy consumption by up to 32%, with every result visible in dashboards.',
      gradient: 'from-emerald-600 to-teal-500',
      benefits: [
        'Energy savings of up to 32%',
        'Lights and air conditioning on only when spaces are occupied',
        'Real-time consumption tracking by area',
        'Alerts for failures and out-of-range temperatures',
      ],
      features: [
        'Occupancy, temperature and energy sensors',
        'Lighting automation',
        'Air conditioning and HVAC automation',
        'Dashboards with history and savings indicators',
        'Starts with an initial package and expands step by step',
      ],
    },
    es: {
      title: 'Automatización IoT',
      description:
        'Sensores y automatización de iluminación y climatización que eliminan desperdicios y reducen el consumo de energía hasta un 32%, con todos los resultados visibles en paneles.',
      gradient: 'from-emerald-600 to-teal-500',
      benefits: [
        'Ahorro de energía de hasta un 32%',
        'Luces y aire acondicionado encendidos solo cuando hay ocupación',
        'Consumo seguido en tiempo real, por área',
        'Alertas de fallas y de temperaturas fuera de rango',
      ],
      features: [
        'Sensores de presencia, temperatura y consumo',
        'Automatización de iluminación',
        'Automatización de aire acondicionado y climatización (HVAC)',
        'Paneles con historial e indicadores de ahorro',
        'Proyecto que comienza con un paquete inicial y crece por etapas',
      ],
    },
  },

  cloud: {
    pt: {
      title: 'Cloud Gerenciada',
      description:
        'Servidores virtuais no New Smart Cloud, file server na nuvem e backup profissional: a sua infraestrutura fora do escritório, segura e disponível de qualquer lugar.',
      gradient: 'from-sky-600 to-cyan-500',
      benefits: [
        'SLA de 99.9% de disponibilidade',
        'Acesso seguro a sistemas e arquivos de qualquer lugar',
        'Recursos ampliados sem comprar hardware',
        'Dados protegidos com criptografia AES-256',
        'Implantação em 3 a 5 dias úteis',
      ],
      features: [
        'New Smart Cloud: nuvem privada e híbrida gerenciada',
        'File server com permissões e versionamento',
        'Backup com retenção de 90 dias e réplica em 3 datacenters',
        'Monitoramento 24/7 da infraestrutura',
        'Migração planejada com a sua equipe',
      ],
    },
    en: {
      title: 'Managed Cloud',
      description:
        'Virtual servers on New Smart Cloud, a cloud file server and professional backup: your infrastructure out of the office, secure and available from anywhere.',
      gradient: 'from-sky-600 to-cyan-500',
      benefits: [
        '99.9% uptime SLA',
        'Secure access to systems and files from anywhere',
        'Resources scaled without buying hardware',
        'Data protected with AES-256 encryption',
        'Onboarding in 3 to 5 business days',
      ],
      features: [
        'New Smart Cloud: managed private and hybrid cloud',
        'File server with permissions and versioning',
        'Backup with 90-day retention replicated across 3 datacenters',
        '24/7 infrastructure monitoring',
        'Migration planned together with your team',
      ],
    },
    es: {
      title: 'Nube Gestionada',
      description:
        'Servidores virtuales en New Smart Cloud, file server en la nube y respaldo profesional: su infraestructura fuera de la oficina, segura y disponible desde cualquier lugar.',
      gradient: 'from-sky-600 to-cyan-500',
      benefits: [
        'SLA de 99.9% de disponibilidad',
        'Acceso seguro a sistemas y archivos desde cualquier lugar',
        'Recursos ampliados sin comprar hardware',
        'Datos protegidos con cifrado AES-256',
        'Implementación en 3 a 5 días hábiles',
      ],
      features: [
        'New Smart Cloud: nube privada e híbrida gestionada',
        'File server con permisos y control de versiones',
        'Respaldo con retención de 90 días y réplica en 3 centros de datos',
        'Monitoreo 24/7 de la infraestructura',
        'Migración planificada junto con su equipo',
      ],
    },
  },

  msp: {
    pt: {
      title: 'Suporte de TI Gerenciado',
      description:
        'Uma equipe de TI completa por um valor mensal por dispositivo, com monitoramento 24/7 e SLA de 15-30 minutos para manter a sua operação funcionando.',
      gradient: 'from-blue-600 to-indigo-500',
      benefits: [
        'Redução de até 40% nos custos de TI',
        'Resposta em até 15 minutos para incidentes críticos',
        'Problemas resolvidos antes de parar a equipe',
        'Custos mensais previsíveis',
        'Início em 24 a 48 horas',
      ],
      features: [
        'Monitoramento 24/7 de computadores, servidores e rede',
        'Help desk para os usuários',
        'Gestão de atualizações e antivírus',
        'Inventário e documentação do ambiente',
        'Relatórios mensais com recomendações',
      ],
    },
    en: {
      title: 'Managed IT Support',
      description:
        'A complete IT team for a monthly fee per device, with 24/7 monitoring and a 15-30 minute SLA to keep your operation running.',
      gradient: 'from-blue-600 to-indigo-500',
      benefits: [
        'Up to 40% lower IT costs',
        'Response within 15 minutes for critical incidents',
        'Problems solved before they stop your team',
        'Predictable monthly costs',
        'Up and running in 24 to 48 hours',
      ],
      features: [
        '24/7 monitoring of computers, servers and network',
        'User help desk',
        'Update and antivirus management',
        'Environment inventory and documentation',
        'Monthly reports with recommendations',
      ],
    },
    es: {
      title: 'Soporte de TI Gestionado',
      description:
        'Un equipo de TI completo por una tarifa mensual por dispositivo, con monitoreo 24/7 y SLA de 15-30 minutos para mantener su operación en marcha.',
      gradient: 'from-blue-600 to-indigo-500',
      benefits: [
        'Reducción de hasta un 40% en los costos de TI',
        'Respuesta en hasta 15 minutos para incidentes críticos',
        'Problemas resueltos antes de que detengan a su equipo',
        'Costos mensuales previsibles',
        'Inicio en 24 a 48 horas',
      ],
      features: [
        'Monitoreo 24/7 de computadoras, servidores y red',
        'Mesa de ayuda para los usuarios',
        'Gestión de actualizaciones y antivirus',
        'Inventario y documentación del entorno',
        'Informes mensuales con recomendaciones',
      ],
    },
  },

  boost: {
    pt: {
      title: 'Impulsione o seu negócio',
      description:
        'Tecnologia gerenciada de ponta a ponta para a sua empresa crescer com menos custo e menos interrupções. São mais de 21 anos de experiência e mais de 500 clientes atendidos.',
      gradient: 'from-amber-500 to-orange-600',
      benefits: [
        'Redução de até 60% nos custos de tecnologia',
        'SLA de 99.9% de disponibilidade',
        'Uma só equipe responsável por suporte, cloud, backup e segurança',
        'Reunião de diagnóstico em até 24 horas',
        'Proposta personalizada em até 48 horas',
      ],
      features: [
        'Diagnóstico do ambiente de TI atual',
        'Plano de ação com prioridades e custos claros',
        'Implantação planejada para não interromper a operação',
        'Monitoramento 24/7 e suporte contínuo',
        'Relatórios periódicos de resultados',
      ],
    },
    en: {
      title: 'Boost your business',
      description:
        'End-to-end managed technology so your company can grow with lower costs and fewer interruptions. Backed by more than 21 years of experience and more than 500 clients served.',
      gradient: 'from-amber-500 to-orange-600',
      benefits: [
        'Up to 60% lower technology costs',
        '99.9% uptime SLA',
        'A single team for support, cloud, backup and security',
        'Assessment meeting within 24 hours',
        'Tailored proposal within 48 hours',
      ],
      features: [
        'Assessment of your current IT environment',
        'Action plan with clear priorities and costs',
        'Rollout planned to avoid disrupting your operation',
        '24/7 monitoring and ongoing support',
        'Regular results reports',
      ],
    },
    es: {
      title: 'Impulse su negocio',
      description:
        'Tecnología gestionada de punta a punta para que su empresa crezca con menos costos y menos interrupciones. Más de 21 años de experiencia y más de 500 clientes atendidos nos respaldan.',
      gradient: 'from-amber-500 to-orange-600',
      benefits: [
        'Reducción de hasta un 60% en los costos de tecnología',
        'SLA de 99.9% de disponibilidad',
        'Un solo equipo responsable de soporte, nube, respaldo y seguridad',
        'Reunión de diagnóstico en hasta 24 horas',
        'Propuesta personalizada en hasta 48 horas',
      ],
      features: [
        'Diagnóstico de su entorno de TI actual',
        'Plan de acción con prioridades y costos claros',
        'Implementación planificada para no interrumpir la operación',
        'Monitoreo 24/7 y soporte continuo',
        'Informes periódicos de resultados',
      ],
    },
  },

  explore: {
    pt: {
      title: 'Explore as nossas soluções',
      description:
        'Do suporte do dia a dia à automação predial: conheça as soluções que cuidam da tecnologia de empresas, condomínios, hotéis, hospitais e indústrias.',
      gradient: 'from-violet-600 to-indigo-500',
      benefits: [
        'Um só parceiro para toda a tecnologia da empresa',
        'Soluções que se combinam conforme a sua necessidade',
        'Atendimento próximo, com SLA definido em contrato',
        'Mais de 500 clientes atendidos',
        'Resposta a pedidos de orçamento em até 30 minutos',
      ],
      features: [
        'Suporte de TI gerenciado (MSP)',
        'New Smart Cloud, Cloud File Server e storage',
        'Backup gerenciado com criptografia AES-256',
        'Segurança inteligente com IA e automação IoT',
        'E-mail corporativo, PABX IP, WhatsApp Business e contadores de pessoas',
      ],
    },
    en: {
      title: 'Explore our solutions',
      description:
        'From everyday support to building automation: discover the solutions that take care of technology for businesses, condominiums, hotels, hospitals and manufacturers.',
      gradient: 'from-violet-600 to-indigo-500',
      benefits: [
        'One partner for all of your company technology',
        'Solutions that combine to fit your needs',
        'Hands-on service with a contractual SLA',
        'More than 500 clients served',
        'Quote requests answered within 30 minutes',
      ],
      features: [
        'Managed IT support (MSP)',
        'New Smart Cloud, Cloud File Server and storage',
        'Managed backup with AES-256 encryption',
        'AI-powered smart security and IoT automation',
        'Business e-mail, IP PBX, WhatsApp Business and people counters',
      ],
    },
    es: {
      title: 'Explore nuestras soluciones',
      description:
        'Del soporte diario a la automatización de edificios: conozca las soluciones que cuidan la tecnología de empresas, condominios, hoteles, hospitales e industrias.',
      gradient: 'from-violet-600 to-indigo-500',
      benefits: [
        'Un solo socio para toda la tecnología de su empresa',
        'Soluciones que se combinan según su necesidad',
        'Atención cercana, con SLA definido en contrato',
        'Más de 500 clientes atendidos',
        'Respuesta a solicitudes de cotización en hasta 30 minutos',
      ],
      features: [
        'Soporte de TI gestionado (MSP)',
        'New Smart Cloud, Cloud File Server y almacenamiento',
        'Respaldo gestionado con cifrado AES-256',
        'Seguridad inteligente con IA y automatización IoT',
        'Correo corporativo, PBX IP, WhatsApp Business y contadores de personas',
      ],
    },
  },
};
