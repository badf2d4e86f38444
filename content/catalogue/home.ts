import type { HomeContent, PerLocale } from './types';

const pt: HomeContent = {
  testimonials: [
    {
      name: 'Fernanda Ribeiro',
      position: 'Diretora Administrativa',
      company: 'Clínica Bem-Estar Paulista',
      industry: 'Saúde',
      initials: 'FR',
      rating: 5,
      text: 'Antes, cada computador parado significava pacientes esperando na recepção. Com o suporte gerenciado, os problemas passaram a ser resolvidos antes de alguém perceber, e hoje sabemos exatamente quanto gastamos com TI todo mês.',
      results: 'Redução de 35% nos custos de TI em 6 meses',
      category: 'support',
    },
    {
      name: 'Marcelo Tavares',
      position: 'Gerente de TI',
      company: 'Metalúrgica Ribeira',
      industry: 'Indústria',
      initials: 'MT',
      rating: 5,
      text: 'Nossa linha de produção depende de rede e servidores funcionando o tempo todo. A equipe reforçou o firewall, segmentou a rede da fábrica e passou a monitorar tudo 24 horas por dia. Quando aparece um alerta crítico, alguém já está atuando em poucos minutos.',
      results: 'Chamados críticos atendidos em até 15 minutos, 24/7',
      category: 'security',
    },
    {
      name: 'Juliana Costa',
      position: 'Diretora Financeira',
      company: 'Cerrado Logística',
      industry: 'Logística',
      initials: 'JC',
      rating: 5,
      text: 'Migramos o servidor de arquivos das três filiais para a nuvem sem parar a operação. Agora os motoristas e o escritório acessam os mesmos documentos de qualquer lugar, com controle de acesso por equipe.',
      results: 'Migração em 4 dias úteis e 99,9% de disponibilidade',
      category: 'cloud',
    },
    {
      name: 'Paulo Henrique Souza',
      position: 'Sócio-diretor',
      company: 'Souza & Lacerda Contabilidade',
      industry: 'Contabilidade',
      initials: 'PS',
      rating: 5,
      text: 'Um e-mail malicioso criptografou duas estações em plena época de declaração de imposto de renda. Como o backup era externo e criptografado, recuperamos tudo no mesmo dia, sem pagar resgate e sem perder prazo de cliente.',
      results: 'Dados restaurados no mesmo dia, sem nenhum arquivo perdido',
      category: 'backup',
    },
    {
      name: 'Camila Nogueira',
      position: 'Gerente Geral',
      company: 'Pousada Recanto das Águas',
      industry: 'Hotelaria',
      initials: 'CN',
      rating: 5,
      text: 'A automação desliga o ar-condicionado e a iluminação dos quartos vazios e nos avisa quando algo fica ligado fora de hora. Os hóspedes nem percebem, mas a conta de energia percebeu.',
      results: 'Economia de 28% na conta de energia em 4 meses',
      category: 'automation',
    },
    {
      name: 'André Martins',
      position: 'Diretor',
      company: 'Colégio Horizonte Azul',
      industry: 'Educação',
      initials: 'AM',
      rating: 5,
      text: 'Com laboratórios, secretaria e professores usando a mesma rede, os chamados se acumulavam por dias. Em 48 horas todos os equipamentos estavam sob gestão, e hoje os professores abrem chamado pelo WhatsApp e recebem retorno em minutos.',
      results: 'Tempo médio de resposta caiu de 2 dias para 22 minutos',
      category: 'support',
    },
  ],
  faq: [
    {
      question: 'O que é um MSP (provedor de serviços gerenciados de TI)?',
      answer:
        'Um MSP (Managed Service Provider) assume a gestão contínua da TI da sua empresa por uma mensalidade previsível: monitoramento 24/7, suporte técnico, atualizações, segurança, backup e gestão de fornecedores. Em vez de chamar um técnico só quando algo quebra, você passa a ter uma equipe especializada que previne problemas e responde rápido quando eles acontecem.',
    },
    {
      question: 'Quanto custa o suporte de TI gerenciado?',
      answer:
        'O serviço gerenciado (MSP) começa em R$ 99 por dispositivo/mês, com monitoramento, suporte remoto, gestão de atualizações e antivírus incluídos. O valor final depende da quantidade de equipamentos e dos serviços adicionais escolhidos, como nuvem, backup ou segurança, e é apresentado em uma proposta transparente, sem taxas escondidas.',
    },
    {
      question: 'Qual é o tempo de resposta (SLA) dos chamados?',
      answer:
        'Nosso SLA de primeira resposta é de 15 a 30 minutos, conforme a prioridade do chamado. Incidentes críticos, que param a operação, são atendidos em até 15 minutos. Todos os chamados ficam registrados e você acompanha os indicadores em relatórios mensais.',
    },
    {
      question: 'Quanto tempo leva para começar a usar o serviço?',
      answer:
        'O onboarding do suporte gerenciado (MSP) leva de 24 a 48 horas: instalamos os agentes de monitoramento, inventariamos os equipamentos e documentamos o ambiente. Projetos de nuvem levam de 3 a 5 dias úteis, e a implantação de segurança inteligente leva de 1 a 2 semanas, conforme o tamanho do local.',
    },
    {
      question: 'Existe fidelidade ou multa de cancelamento?',
      answer:
        'Não. Nossos contratos são sem fidelidade: você pode cancelar quando quiser, sem multa. Além disso, oferecemos garantia de 30 dias: se nesse período o serviço não atender ao que foi combinado, você cancela sem custo adicional.',
    },
    {
      question: 'Quanto minha empresa pode economizar com TI gerenciada?',
      answer:
        'Nossos clientes de suporte gerenciado reduzem os custos de TI em até 40%, combinando menos horas de equipamento parado, compras planejadas, licenças otimizadas e o fim dos atendimentos avulsos. No diagnóstico gratuito, estimamos a economia com base nos seus números reais.',
    },
    {
      question: 'Como funcionam o backup e a segurança dos meus dados?',
      answer:
        'Os backups são automáticos, criptografados com AES-256 e replicados em 3 datacenters, com retenção de 90 dias. Fazemos testes periódicos de restauração para garantir que os dados voltam quando você precisa. Na segurança, combinamos firewall, antivírus gerenciado, atualizações em dia e monitoramento contínuo de ameaças.',
    },
    {
      question: 'Os serviços estão em conformidade com a LGPD?',
      answer:
        'Sim. Tratamos os dados dos clientes como operadora, seguindo a Lei nº 13.709/2018 (LGPD): controle de acesso, criptografia, registro de atividades e plano de resposta a incidentes. Também ajudamos sua empresa a mapear onde estão os dados pessoais e a adotar controles técnicos que reduzem o risco de vazamentos e multas.',
    },
    {
      question: 'Vocês fazem atendimento presencial? Quais regiões atendem?',
      answer:
        'A maior parte dos chamados é resolvida remotamente, em minutos. Quando é preciso ir até o local, atendemos a partir da nossa sede no estado de São Paulo e contamos com revendas oficiais em vários estados do Brasil. Também temos uma filial em Orlando, nos Estados Unidos, para empresas com operação no exterior.',
    },
    {
      question: 'Como começo?',
      answer:
        'Solicite o diagnóstico de TI gratuito pelo formulário ou pelo WhatsApp. Agendamos uma reunião em até 24 horas, avaliamos seu ambiente e enviamos uma proposta detalhada em até 48 horas, sem compromisso.',
    },
  ],
  painPoints: [
    {
      title: 'Sistemas fora do ar',
      text: 'Cada hora com servidor, internet ou sistema parado significa vendas perdidas, equipe ociosa e clientes insatisfeitos.',
      solution: 'Monitoramento 24/7 que detecta falhas antes que elas parem a operação, com 99,9% de disponibilidade.',
    },
    {
      title: 'Ameaça de ransomware',
      text: 'Um único clique em um e-mail malicioso pode sequestrar os arquivos da empresa e paralisar tudo por dias.',
      solution: 'Firewall, antivírus gerenciado, atualizações automáticas e resposta a incidentes críticos em até 15 minutos.',
    },
    {
      title: 'Backup inexistente ou nunca testado',
      text: 'Muitas empresas só descobrem que o backup não funciona no dia em que precisam dele.',
      solution: 'Backup automático criptografado em AES-256, em 3 datacenters, com retenção de 90 dias e testes de restauração.',
    },
    {
      title: 'Suporte lento',
      text: 'Chamados que levam dias para serem atendidos e técnicos que resolvem o mesmo problema várias vezes.',
      solution: 'SLA de 15 a 30 minutos, helpdesk por WhatsApp e relatórios mensais com todos os atendimentos.',
    },
    {
      title: 'Custos de TI imprevisíveis',
      text: 'Atendimentos avulsos, compras emergenciais e licenças esquecidas fazem o orçamento de TI estourar todo mês.',
      solution: 'Mensalidade fixa por dispositivo, compras planejadas e redução de até 40% nos custos de TI.',
    },
    {
      title: 'Risco de multas da LGPD',
      text: 'Dados pessoais de clientes e funcionários sem controle de acesso expõem a empresa a vazamentos e sanções.',
      solution: 'Controles de acesso, criptografia e registro de atividades alinhados à LGPD, com apoio na documentação.',
    },
  ],
  ticker: [
    'Backup concluído para clínica em Campinas – SP',
    'Chamado crítico resolvido em 12 minutos para indústria em Joinville – SC',
    'Novo cliente: condomínio em Barueri – SP',
    'Ataque de phishing bloqueado em escritório de advocacia em Curitiba – PR',
    'Migração para a nuvem concluída para transportadora em Goiânia – GO',
    'Teste de restauração aprovado para hospital em Recife – PE',
    'Novo cliente: hotel em Gramado – RS',
    'Automação de energia ativada em supermercado em Belo Horizonte – MG',
    '48 estações atualizadas para escola em Salvador – BA',
    'Contadores de pessoas instalados em loja em Fortaleza – CE',
  ],
  trustedBy: [
    'Hospital Nova Aurora',
    'Hotel Mirante da Serra',
    'Condomínio Jardim das Palmeiras',
    'Metalúrgica Ribeira',
    'Empório Terra Viva',
    'Cerrado Logística',
    'Moraes Vilela Advogados',
    'Colégio Horizonte Azul',
  ],
  successCases: [
    {
      slug: 'escritorio-de-advocacia-suporte-gerenciado',
      client: 'Moraes Vilela Advogados',
      sector: 'Jurídico',
      location: 'Campinas – SP',
      service: 'msp',
      challenge:
        'O escritório, com 60 colaboradores, dependia de um técnico avulso que só aparecia quando algo quebrava. Computadores desatualizados e quedas no sistema de processos atrasavam prazos, e ninguém sabia ao certo quanto se gastava com TI.',
      solution:
        'Assumimos a gestão de todos os equipamentos com suporte gerenciado: monitoramento 24/7, atualizações automáticas, helpdesk com SLA definido e um plano de renovação do parque. O onboarding completo levou 48 horas, sem interromper o expediente.',
      results: [
        { value: '38%', label: 'de redução nos custos de TI em 12 meses' },
        { value: '15 min', label: 'de resposta a chamados críticos' },
        { value: '99,9%', label: 'de disponibilidade dos sistemas' },
      ],
      quote: {
        text: 'Hoje a TI deixou de ser assunto nas reuniões de sócios. Tudo funciona, e quando surge um problema ele é resolvido antes de virar prazo perdido.',
        author: 'Luciana Moraes',
        role: 'Sócia-administradora',
      },
    },
    {
      slug: 'hospital-backup-contra-ransomware',
      client: 'Hospital Nova Aurora',
      sector: 'Saúde',
      location: 'Ribeirão Preto – SP',
      service: 'backup',
      challenge:
        'Os prontuários e o sistema de gestão hospitalar tinham cópias apenas em um disco no próprio servidor. Um ataque de ransomware a outro hospital da região deixou claro que uma única falha poderia paralisar o atendimento aos pacientes.',
      solution:
        'Implantamos backup automático com criptografia AES-256, replicado em 3 datacenters e com retenção de 90 dias. Passamos a executar testes mensais de restauração, com relatório entregue à diretoria e à equipe de conformidade.',
      results: [
        { value: '90 dias', label: 'de retenção de versões dos arquivos' },
        { value: '3', label: 'datacenters com cópias criptografadas' },
        { value: '12/12', label: 'testes de restauração aprovados no ano' },
      ],
      quote: {
        text: 'Pela primeira vez temos prova, todo mês, de que conseguimos recuperar nossos dados. Isso deu tranquilidade à diretoria e à auditoria.',
        author: 'Dr. Roberto Campos',
        role: 'Diretor Técnico',
      },
    },
    {
      slug: 'hotel-automacao-iot-economia-de-energia',
      client: 'Hotel Mirante da Serra',
      sector: 'Hotelaria',
      location: 'Gramado – RS',
      service: 'iot',
      challenge:
        'Com 120 apartamentos e forte variação de ocupação entre temporadas, o hotel gastava energia com climatização e iluminação ligadas em quartos vazios. A conta de luz era o segundo maior custo fixo da operação.',
      solution:
        'Instalamos sensores de presença, controle automatizado de climatização e iluminação integrado ao sistema de reservas, além de um painel de consumo em tempo real. A equipe de manutenção passou a receber alertas de equipamentos ligados fora de hora.',
      results: [
        { value: '32%', label: 'de economia de energia' },
        { value: '120', label: 'apartamentos automatizados' },
        { value: '24/7', label: 'de monitoramento do consumo' },
      ],
      quote: {
        text: 'O hóspede não percebe nada diferente, mas a conta de energia caiu já no primeiro mês, e agora sabemos exatamente onde consumimos.',
        author: 'Camila Becker',
        role: 'Gerente de Operações',
      },
    },
    {
      slug: 'rede-varejo-contadores-de-pessoas',
      client: 'Empório Terra Viva',
      sector: 'Varejo',
      location: 'Belo Horizonte – MG',
      service: 'peopleCounter',
      challenge:
        'A rede de 14 lojas não sabia quantas pessoas entravam em cada unidade, nem em que horários. As escalas de equipe eram montadas por intuição, e não havia como medir a taxa de conversão.',
      solution:
        'Instalamos contadores de pessoas com inteligência artificial nas entradas de todas as lojas, com painel comparativo por unidade, dia e horário. Os dados foram cruzados com as vendas para calcular a conversão e ajustar as escalas.',
      results: [
        { value: '98%+', label: 'de precisão na contagem' },
        { value: '6 meses', label: 'para o retorno do investimento' },
        { value: '14', label: 'lojas com dados em tempo real' },
      ],
      quote: {
        text: 'Passamos a escalar a equipe pelo fluxo real de clientes. O investimento se pagou em seis meses.',
        author: 'Rafael Duarte',
        role: 'Diretor de Operações',
      },
    },
    {
      slug: 'condominio-seguranca-inteligente',
      client: 'Condomínio Jardim das Palmeiras',
      sector: 'Condomínios',
      location: 'Barueri – SP',
      service: 'security',
      challenge:
        'O condomínio, com 4 torres, tinha câmeras analógicas sem monitoramento, imagens que se perdiam com frequência e controle de acesso manual na portaria. Os moradores cobravam mais segurança sem aumento da taxa condominial.',
      solution:
        'Substituímos o sistema por câmeras IP com análise inteligente de vídeo, gravação em nuvem e controle de acesso integrado. A implantação completa levou 2 semanas, com treinamento da equipe de portaria e da administração.',
      results: [
        { value: '2 semanas', label: 'da implantação completa' },
        { value: '99,9%', label: 'de disponibilidade das câmeras' },
        { value: '24/7', label: 'de monitoramento e alertas' },
      ],
    },
  ],
};

const en: HomeContent = {
  testimonials: [
    {
      name: 'Fernanda Ribeiro',
      position: 'Administrative Director',
      company: 'Clínica Bem-Estar Paulista',
      industry: 'Healthcare',
      initials: 'FR',
      rating: 5,
      text: 'Every computer that went down used to mean patients waiting at the front desk. With managed support, issues get fixed before anyone notices, and we now know exactly how much we spend on IT every month.',
      results: '35% lower IT costs in 6 months',
      category: 'support',
    },
    {
      name: 'Marcelo Tavares',
      position: 'IT Manager',
      company: 'Metalúrgica Ribeira',
      industry: 'Manufacturing',
      initials: 'MT',
      rating: 5,
      text: 'Our production line depends on the network and servers running nonstop. The team hardened our firewall, segmented the plant network and now monitors everything around the clock. When a critical alert comes in, someone is on it within minutes.',
      results: 'Critical tickets answered within 15 minutes, 24/7',
      category: 'security',
    },
    {
      name: 'Juliana Costa',
      position: 'CFO',
      company: 'Cerrado Logística',
      industry: 'Logistics',
      initials: 'JC',
      rating: 5,
      text: 'We moved the file server for our three branches to the cloud without stopping operations. Drivers and office staff now work on the same documents from anywhere, with access controlled by team.',
      results: 'Migration in 4 business days and 99.9% uptime',
      category: 'cloud',
    },
    {
      name: 'Paulo Henrique Souza',
      position: 'Managing Partner',
      company: 'Souza & Lacerda Contabilidade',
      industry: 'Accounting',
      initials: 'PS',
      rating: 5,
      text: 'A malicious email encrypted two workstations right in the middle of tax season. Because our backup was off-site and encrypted, we restored everything the same day, paid no ransom and missed no client deadlines.',
      results: 'Data restored the same day, with no files lost',
      category: 'backup',
    },
    {
      name: 'Camila Nogueira',
      position: 'General Manager',
      company: 'Pousada Recanto das Águas',
      industry: 'Hospitality',
      initials: 'CN',
      rating: 5,
      text: 'The automation turns off air conditioning and lights in empty rooms and alerts us when something is left on after hours. Our guests don\'t notice a thing, but our energy bill certainly did.',
      results: '28% lower energy bill in 4 months',
      category: 'automation',
    },
    {
      name: 'André Martins',
      position: 'Principal',
      company: 'Colégio Horizonte Azul',
      industry: 'Education',
      initials: 'AM',
      rating: 5,
      text: 'With labs, the front office and teachers all on the same network, tickets used to pile up for days. Within 48 hours every device was under management, and now teachers open tickets on WhatsApp and hear back in minutes.',
      results: 'Average response time down from 2 days to 22 minutes',
      category: 'support',
    },
  ],
  faq: [
    {
      question: 'What is an MSP (managed IT service provider)?',
      answer:
        'An MSP (Managed Service Provider) takes over the day-to-day management of your company\'s IT for a predictable monthly fee: 24/7 monitoring, technical support, updates, security, backup and vendor management. Instead of calling a technician only when something breaks, you get a specialized team that prevents problems and responds fast when they happen.',
    },
    {
      question: 'How much does managed IT support cost?',
      answer:
        'Managed IT (MSP) starts at $19.80 per device/month, including monitoring, remote support, patch management and antivirus. The final price depends on the number of devices and any add-on services you choose, such as cloud, backup or security, and is laid out in a transparent proposal with no hidden fees.',
    },
    {
      question: 'What is your response time (SLA)?',
      answer:
        'Our first-response SLA is 15 to 30 minutes, depending on ticket priority. Critical incidents that stop your operations are handled within 15 minutes. Every ticket is logged, and you can follow the metrics in monthly reports.',
    },
    {
      question: 'How long does it take to get started?',
      answer:
        'Managed IT (MSP) onboarding takes 24 to 48 hours: we install the monitoring agents, inventory your devices and document your environment. Cloud projects take 3 to 5 business days, and smart security deployments take 1 to 2 weeks, depending on the size of the site.',
    },
    {
      question: 'Is there a lock-in period or cancellation fee?',
      answer:
        'No. Our contracts have no lock-in: you can cancel anytime, with no penalty. We also offer a 30-day guarantee: if the service doesn\'t deliver what was agreed during that period, you can cancel at no additional cost.',
    },
    {
      question: 'How much can my company save with managed IT?',
      answer:
        'Our managed IT clients cut their IT costs by up to 40% through less downtime, planned purchases, optimized licenses and no more pay-per-visit calls. During the free diagnostic, we estimate your savings based on your actual numbers.',
    },
    {
      question: 'How do backup and data security work?',
      answer:
        'Backups run automatically, are encrypted with AES-256 and replicated across 3 data centers, with 90-day retention. We run regular restore tests to make sure your data comes back when you need it. For security, we combine firewall, managed antivirus, up-to-date patching and continuous threat monitoring.',
    },
    {
      question: 'Are your services compliant with the LGPD?',
      answer:
        'Yes. We handle client data as a processor under Brazil\'s General Data Protection Law (LGPD, Law 13,709/2018): access control, encryption, activity logging and an incident response plan. We also help your company map where personal data lives and adopt technical controls that reduce the risk of breaches and fines.',
    },
    {
      question: 'Do you offer on-site support? Which regions do you serve?',
      answer:
        'Most tickets are resolved remotely, within minutes. When an on-site visit is needed, we work from our headquarters in the state of São Paulo and rely on official resellers in several Brazilian states. We also have a branch in Orlando, USA, for companies with operations abroad.',
    },
    {
      question: 'How do I get started?',
      answer:
        'Request your free IT diagnostic through the form or on WhatsApp. We schedule a meeting within 24 hours, assess your environment and send a detailed proposal within 48 hours, with no obligation.',
    },
  ],
  painPoints: [
    {
      title: 'Systems down',
      text: 'Every hour with a server, internet link or system down means lost sales, idle staff and unhappy customers.',
      solution: '24/7 monitoring that catches failures before they stop your business, with 99.9% uptime.',
    },
    {
      title: 'Ransomware threat',
      text: 'A single click on a malicious email can lock up your company\'s files and bring everything to a halt for days.',
      solution: 'Firewall, managed antivirus, automatic updates and critical incident response within 15 minutes.',
    },
    {
      title: 'No backup, or one that was never tested',
      text: 'Many companies only find out their backup doesn\'t work on the day they need it.',
      solution: 'Automatic AES-256 encrypted backup across 3 data centers, with 90-day retention and restore tests.',
    },
    {
      title: 'Slow support',
      text: 'Tickets that take days to be answered and technicians who fix the same problem over and over.',
      solution: '15 to 30-minute SLA, helpdesk on WhatsApp and monthly reports covering every ticket.',
    },
    {
      title: 'Unpredictable IT costs',
      text: 'Pay-per-visit calls, emergency purchases and forgotten licenses blow the IT budget every month.',
      solution: 'A fixed monthly fee per device, planned purchases and up to 40% lower IT costs.',
    },
    {
      title: 'Risk of LGPD fines',
      text: 'Customer and employee personal data without access controls exposes your company to breaches and penalties.',
      solution: 'Access controls, encryption and activity logging aligned with the LGPD, with help on documentation.',
    },
  ],
  ticker: [
    'Backup completed for a clinic in Campinas – SP',
    'Critical ticket resolved in 12 minutes for a factory in Joinville – SC',
    'New client: condominium in Barueri – SP',
    'Phishing attack blocked at a law firm in Curitiba – PR',
    'Cloud migration completed for a carrier in Goiânia – GO',
    'Restore test passed for a hospital in Recife – PE',
    'New client: hotel in Gramado – RS',
    'Energy automation enabled at a supermarket in Belo Horizonte – MG',
    '48 workstations updated for a school in Salvador – BA',
    'People counters installed at a store in Fortaleza – CE',
  ],
  trustedBy: [
    'Hospital Nova Aurora',
    'Hotel Mirante da Serra',
    'Condomínio Jardim das Palmeiras',
    'Metalúrgica Ribeira',
    'Empório Terra Viva',
    'Cerrado Logística',
    'Moraes Vilela Advogados',
    'Colégio Horizonte Azul',
  ],
  successCases: [
    {
      slug: 'escritorio-de-advocacia-suporte-gerenciado',
      client: 'Moraes Vilela Advogados',
      sector: 'Legal',
      location: 'Campinas – SP',
      service: 'msp',
      challenge:
        'The 60-person law firm relied on a pay-per-visit technician who only showed up when something broke. Outdated computers and outages in the case management system delayed filings, and nobody knew exactly how much was being spent on IT.',
      solution:
        'We took over management of every device with managed IT support: 24/7 monitoring, automatic updates, a helpdesk with a defined SLA and a hardware refresh plan. Full onboarding took 48 hours, without interrupting the workday.',
      results: [
        { value: '38%', label: 'lower IT costs in 12 months' },
        { value: '15 min', label: 'response to critical tickets' },
        { value: '99.9%', label: 'system uptime' },
      ],
      quote: {
        text: 'IT is no longer a topic at partner meetings. Everything works, and when a problem comes up it gets fixed before it turns into a missed deadline.',
        author: 'Luciana Moraes',
        role: 'Managing Partner',
      },
    },
    {
      slug: 'hospital-backup-contra-ransomware',
      client: 'Hospital Nova Aurora',
      sector: 'Healthcare',
      location: 'Ribeirão Preto – SP',
      service: 'backup',
      challenge:
        'Patient records and the hospital management system were only copied to a disk on the server itself. A ransomware attack on another hospital in the region made it clear that a single failure could bring patient care to a standstill.',
      solution:
        'We deployed automatic backup with AES-256 encryption, replicated across 3 data centers with 90-day retention. We now run monthly restore tests, with a report delivered to the board and the compliance team.',
      results: [
        { value: '90 days', label: 'of file version retention' },
        { value: '3', label: 'data centers holding encrypted copies' },
        { value: '12/12', label: 'restore tests passed in the year' },
      ],
      quote: {
        text: 'For the first time we have proof, every month, that we can recover our data. That gave peace of mind to the board and to our auditors.',
        author: 'Dr. Roberto Campos',
        role: 'Medical Director',
      },
    },
    {
      slug: 'hotel-automacao-iot-economia-de-energia',
      client: 'Hotel Mirante da Serra',
      sector: 'Hospitality',
      location: 'Gramado – RS',
      service: 'iot',
      challenge:
        'With 120 rooms and occupancy that swings sharply between seasons, the hotel was wasting energy on air conditioning and lights left on in empty rooms. The power bill was the operation\'s second-largest fixed cost.',
      solution:
        'We installed occupancy sensors and automated climate and lighting control integrated with the reservation system, plus a real-time consumption dashboard. The maintenance team now gets alerts about equipment left on after hours.',
      results: [
        { value: '32%', label: 'energy savings' },
        { value: '120', label: 'automated rooms' },
        { value: '24/7', label: 'consumption monitoring' },
      ],
      quote: {
        text: 'Guests don\'t notice anything different, but the energy bill dropped in the very first month, and now we know exactly where we use power.',
        author: 'Camila Becker',
        role: 'Operations Manager',
      },
    },
    {
      slug: 'rede-varejo-contadores-de-pessoas',
      client: 'Empório Terra Viva',
      sector: 'Retail',
      location: 'Belo Horizonte – MG',
      service: 'peopleCounter',
      challenge:
        'The 14-store chain had no idea how many people walked into each location, or at what times. Staff schedules were built on gut feeling, and there was no way to measure conversion rates.',
      solution:
        'We installed AI-powered people counters at the entrances of every store, with a dashboard comparing locations by day and hour. The data was matched against sales to calculate conversion and adjust staff schedules.',
      results: [
        { value: '98%+', label: 'counting accuracy' },
        { value: '6 months', label: 'to return on investment' },
        { value: '14', label: 'stores with real-time data' },
      ],
      quote: {
        text: 'We now schedule our staff around real customer traffic. The investment paid for itself in six months.',
        author: 'Rafael Duarte',
        role: 'Operations Director',
      },
    },
    {
      slug: 'condominio-seguranca-inteligente',
      client: 'Condomínio Jardim das Palmeiras',
      sector: 'Residential condominiums',
      location: 'Barueri – SP',
      service: 'security',
      challenge:
        'The four-tower condominium had unmonitored analog cameras, footage that was frequently lost and manual access control at the gatehouse. Residents wanted better security without a higher condo fee.',
      solution:
        'We replaced the system with IP cameras featuring smart video analytics, cloud recording and integrated access control. Full deployment took 2 weeks, including training for the gatehouse staff and property management.',
      results: [
        { value: '2 weeks', label: 'for full deployment' },
        { value: '99.9%', label: 'camera uptime' },
        { value: '24/7', label: 'monitoring and alerts' },
      ],
    },
  ],
};

const es: HomeContent = {
  testimonials: [
    {
      name: 'Fernanda Ribeiro',
      position: 'Directora Administrativa',
      company: 'Clínica Bem-Estar Paulista',
      industry: 'Salud',
      initials: 'FR',
      rating: 5,
      text: 'Antes, cada computadora detenida significaba pacientes esperando en la recepción. Con el soporte gestionado, los problemas se resuelven antes de que alguien los note, y hoy sabemos exactamente cuánto gastamos en TI cada mes.',
      results: 'Reducción del 35% en los costos de TI en 6 meses',
      category: 'support',
    },
    {
      name: 'Marcelo Tavares',
      position: 'Gerente de TI',
      company: 'Metalúrgica Ribeira',
      industry: 'Industria',
      initials: 'MT',
      rating: 5,
      text: 'Nuestra línea de producción depende de que la red y los servidores funcionen sin interrupción. El equipo reforzó el firewall, segmentó la red de la planta y ahora lo monitorea todo las 24 horas. Cuando llega una alerta crítica, alguien ya está actuando en pocos minutos.',
      results: 'Incidentes críticos atendidos en un máximo de 15 minutos, 24/7',
      category: 'security',
    },
    {
      name: 'Juliana Costa',
      position: 'Directora Financiera',
      company: 'Cerrado Logística',
      industry: 'Logística',
      initials: 'JC',
      rating: 5,
      text: 'Migramos el servidor de archivos de nuestras tres sucursales a la nube sin detener la operación. Ahora los conductores y la oficina trabajan con los mismos documentos desde cualquier lugar, con control de acceso por equipo.',
      results: 'Migración en 4 días hábiles y 99,9% de disponibilidad',
      category: 'cloud',
    },
    {
      name: 'Paulo Henrique Souza',
      position: 'Socio Director',
      company: 'Souza & Lacerda Contabilidade',
      industry: 'Contabilidad',
      initials: 'PS',
      rating: 5,
      text: 'Un correo malicioso cifró dos estaciones de trabajo en plena temporada de declaraciones de impuestos. Como el respaldo era externo y cifrado, recuperamos todo el mismo día, sin pagar rescate y sin incumplir ningún plazo con los clientes.',
      results: 'Datos restaurados el mismo día, sin perder ningún archivo',
      category: 'backup',
    },
    {
      name: 'Camila Nogueira',
      position: 'Gerente General',
      company: 'Pousada Recanto das Águas',
      industry: 'Hotelería',
      initials: 'CN',
      rating: 5,
      text: 'La automatización apaga el aire acondicionado y la iluminación de las habitaciones vacías y nos avisa cuando algo queda encendido fuera de horario. Los huéspedes no notan nada, pero la factura de energía sí lo notó.',
      results: 'Ahorro del 28% en la factura de energía en 4 meses',
      category: 'automation',
    },
    {
      name: 'André Martins',
      position: 'Director',
      company: 'Colégio Horizonte Azul',
      industry: 'Educación',
      initials: 'AM',
      rating: 5,
      text: 'Con laboratorios, secretaría y profesores en la misma red, las solicitudes se acumulaban durante días. En 48 horas todos los equipos estaban bajo gestión, y hoy los profesores abren solicitudes por WhatsApp y reciben respuesta en minutos.',
      results: 'Tiempo medio de respuesta reducido de 2 días a 22 minutos',
      category: 'support',
    },
  ],
  faq: [
    {
      question: '¿Qué es un MSP (proveedor de servicios gestionados de TI)?',
      answer:
        'Un MSP (Managed Service Provider) asume la gestión continua de la TI de su empresa por una cuota mensual previsible: monitoreo 24/7, soporte técnico, actualizaciones, seguridad, respaldo y gestión de proveedores. En lugar de llamar a un técnico solo cuando algo falla, usted cuenta con un equipo especializado que previene problemas y responde rápido cuando ocurren.',
    },
    {
      question: '¿Cuánto cuesta el soporte de TI gestionado?',
      answer:
        'El servicio gestionado (MSP) parte de $19,80 por dispositivo/mes, con monitoreo, soporte remoto, gestión de actualizaciones y antivirus incluidos. El valor final depende de la cantidad de equipos y de los servicios adicionales que usted elija, como nube, respaldo o seguridad, y se presenta en una propuesta transparente, sin cargos ocultos.',
    },
    {
      question: '¿Cuál es el tiempo de respuesta (SLA) de las solicitudes?',
      answer:
        'Nuestro SLA de primera respuesta es de 15 a 30 minutos, según la prioridad de la solicitud. Los incidentes críticos, que detienen la operación, se atienden en un máximo de 15 minutos. Todas las solicitudes quedan registradas y usted puede seguir los indicadores en informes mensuales.',
    },
    {
      question: '¿Cuánto tiempo se tarda en empezar a usar el servicio?',
      answer:
        'La incorporación al soporte gestionado (MSP) tarda de 24 a 48 horas: instalamos los agentes de monitoreo, inventariamos los equipos y documentamos el entorno. Los proyectos en la nube tardan de 3 a 5 días hábiles, y la implementación de seguridad inteligente, de 1 a 2 semanas, según el tamaño del sitio.',
    },
    {
      question: '¿Hay permanencia mínima o penalización por cancelación?',
      answer:
        'No. Nuestros contratos no tienen permanencia mínima: usted puede cancelar cuando quiera, sin penalización. Además, ofrecemos una garantía de 30 días: si en ese período el servicio no cumple lo acordado, usted cancela sin costo adicional.',
    },
    {
      question: '¿Cuánto puede ahorrar mi empresa con TI gestionada?',
      answer:
        'Nuestros clientes de soporte gestionado reducen sus costos de TI hasta en un 40%, gracias a menos tiempo de inactividad, compras planificadas, licencias optimizadas y el fin de las visitas técnicas sueltas. En el diagnóstico gratuito estimamos el ahorro a partir de sus cifras reales.',
    },
    {
      question: '¿Cómo funcionan el respaldo y la seguridad de mis datos?',
      answer:
        'Los respaldos son automáticos, cifrados con AES-256 y replicados en 3 centros de datos, con retención de 90 días. Realizamos pruebas periódicas de restauración para garantizar que los datos se recuperan cuando usted los necesita. En seguridad, combinamos firewall, antivirus gestionado, actualizaciones al día y monitoreo continuo de amenazas.',
    },
    {
      question: '¿Los servicios cumplen con la LGPD?',
      answer:
        'Sí. Tratamos los datos de los clientes como encargados del tratamiento, conforme a la Ley General de Protección de Datos de Brasil (LGPD, Ley n.º 13.709/2018): control de acceso, cifrado, registro de actividades y plan de respuesta a incidentes. También ayudamos a su empresa a identificar dónde están los datos personales y a adoptar controles técnicos que reducen el riesgo de filtraciones y multas.',
    },
    {
      question: '¿Ofrecen atención presencial? ¿Qué regiones atienden?',
      answer:
        'La mayoría de las solicitudes se resuelve de forma remota, en minutos. Cuando es necesario acudir al sitio, atendemos desde nuestra sede en el estado de São Paulo y contamos con revendedores oficiales en varios estados de Brasil. También tenemos una filial en Orlando, Estados Unidos, para empresas con operaciones en el exterior.',
    },
    {
      question: '¿Cómo empiezo?',
      answer:
        'Solicite el diagnóstico de TI gratuito mediante el formulario o por WhatsApp. Agendamos una reunión en un plazo de 24 horas, evaluamos su entorno y le enviamos una propuesta detallada en un máximo de 48 horas, sin compromiso.',
    },
  ],
  painPoints: [
    {
      title: 'Sistemas caídos',
      text: 'Cada hora con el servidor, internet o un sistema detenido significa ventas perdidas, personal inactivo y clientes insatisfechos.',
      solution: 'Monitoreo 24/7 que detecta fallas antes de que detengan la operación, con 99,9% de disponibilidad.',
    },
    {
      title: 'Amenaza de ransomware',
      text: 'Un solo clic en un correo malicioso puede secuestrar los archivos de la empresa y paralizarlo todo durante días.',
      solution: 'Firewall, antivirus gestionado, actualizaciones automáticas y respuesta a incidentes críticos en un máximo de 15 minutos.',
    },
    {
      title: 'Respaldo inexistente o nunca probado',
      text: 'Muchas empresas descubren que su respaldo no funciona justo el día en que lo necesitan.',
      solution: 'Respaldo automático cifrado con AES-256, en 3 centros de datos, con retención de 90 días y pruebas de restauración.',
    },
    {
      title: 'Soporte lento',
      text: 'Solicitudes que tardan días en atenderse y técnicos que resuelven el mismo problema una y otra vez.',
      solution: 'SLA de 15 a 30 minutos, mesa de ayuda por WhatsApp e informes mensuales con todas las atenciones.',
    },
    {
      title: 'Costos de TI impredecibles',
      text: 'Visitas técnicas sueltas, compras de emergencia y licencias olvidadas hacen que el presupuesto de TI se desborde cada mes.',
      solution: 'Cuota mensual fija por dispositivo, compras planificadas y reducción de hasta un 40% en los costos de TI.',
    },
    {
      title: 'Riesgo de multas por la LGPD',
      text: 'Los datos personales de clientes y empleados sin control de acceso exponen a la empresa a filtraciones y sanciones.',
      solution: 'Controles de acceso, cifrado y registro de actividades alineados con la LGPD, con apoyo en la documentación.',
    },
  ],
  ticker: [
    'Respaldo completado para una clínica en Campinas – SP',
    'Incidente crítico resuelto en 12 minutos para una industria en Joinville – SC',
    'Nuevo cliente: condominio en Barueri – SP',
    'Ataque de phishing bloqueado en un bufete en Curitiba – PR',
    'Migración a la nube completada para una transportista en Goiânia – GO',
    'Prueba de restauración aprobada para un hospital en Recife – PE',
    'Nuevo cliente: hotel en Gramado – RS',
    'Automatización de energía activada en un supermercado en Belo Horizonte – MG',
    '48 estaciones actualizadas para un colegio en Salvador – BA',
    'Contadores de personas instalados en una tienda en Fortaleza – CE',
  ],
  trustedBy: [
    'Hospital Nova Aurora',
    'Hotel Mirante da Serra',
    'Condomínio Jardim das Palmeiras',
    'Metalúrgica Ribeira',
    'Empório Terra Viva',
    'Cerrado Logística',
    'Moraes Vilela Advogados',
    'Colégio Horizonte Azul',
  ],
  successCases: [
    {
      slug: 'escritorio-de-advocacia-suporte-gerenciado',
      client: 'Moraes Vilela Advogados',
      sector: 'Jurídico',
      location: 'Campinas – SP',
      service: 'msp',
      challenge:
        'El bufete, con 60 colaboradores, dependía de un técnico externo que solo acudía cuando algo fallaba. Las computadoras desactualizadas y las caídas del sistema de gestión de expedientes retrasaban los plazos, y nadie sabía con certeza cuánto se gastaba en TI.',
      solution:
        'Asumimos la gestión de todos los equipos con soporte gestionado: monitoreo 24/7, actualizaciones automáticas, mesa de ayuda con SLA definido y un plan de renovación del parque. La incorporación completa tardó 48 horas, sin interrumpir la jornada laboral.',
      results: [
        { value: '38%', label: 'de reducción en los costos de TI en 12 meses' },
        { value: '15 min', label: 'de respuesta a incidentes críticos' },
        { value: '99,9%', label: 'de disponibilidad de los sistemas' },
      ],
      quote: {
        text: 'Hoy la TI dejó de ser un tema en las reuniones de socios. Todo funciona, y cuando surge un problema se resuelve antes de convertirse en un plazo incumplido.',
        author: 'Luciana Moraes',
        role: 'Socia Administradora',
      },
    },
    {
      slug: 'hospital-backup-contra-ransomware',
      client: 'Hospital Nova Aurora',
      sector: 'Salud',
      location: 'Ribeirão Preto – SP',
      service: 'backup',
      challenge:
        'Las historias clínicas y el sistema de gestión hospitalaria solo tenían copias en un disco del propio servidor. Un ataque de ransomware a otro hospital de la región dejó claro que una sola falla podía paralizar la atención a los pacientes.',
      solution:
        'Implementamos un respaldo automático con cifrado AES-256, replicado en 3 centros de datos y con retención de 90 días. Ahora realizamos pruebas mensuales de restauración, con un informe que se entrega a la dirección y al equipo de cumplimiento.',
      results: [
        { value: '90 días', label: 'de retención de versiones de archivos' },
        { value: '3', label: 'centros de datos con copias cifradas' },
        { value: '12/12', label: 'pruebas de restauración aprobadas en el año' },
      ],
      quote: {
        text: 'Por primera vez tenemos pruebas, cada mes, de que podemos recuperar nuestros datos. Eso dio tranquilidad a la dirección y a la auditoría.',
        author: 'Dr. Roberto Campos',
        role: 'Director Médico',
      },
    },
    {
      slug: 'hotel-automacao-iot-economia-de-energia',
      client: 'Hotel Mirante da Serra',
      sector: 'Hotelería',
      location: 'Gramado – RS',
      service: 'iot',
      challenge:
        'Con 120 habitaciones y una ocupación muy variable entre temporadas, el hotel desperdiciaba energía en climatización e iluminación encendidas en habitaciones vacías. La factura eléctrica era el segundo mayor costo fijo de la operación.',
      solution:
        'Instalamos sensores de presencia y control automatizado de climatización e iluminación integrado con el sistema de reservas, además de un panel de consumo en tiempo real. El equipo de mantenimiento ahora recibe alertas de equipos encendidos fuera de horario.',
      results: [
        { value: '32%', label: 'de ahorro de energía' },
        { value: '120', label: 'habitaciones automatizadas' },
        { value: '24/7', label: 'de monitoreo del consumo' },
      ],
      quote: {
        text: 'El huésped no nota ninguna diferencia, pero la factura de energía bajó desde el primer mes, y ahora sabemos exactamente dónde consumimos.',
        author: 'Camila Becker',
        role: 'Gerente de Operaciones',
      },
    },
    {
      slug: 'rede-varejo-contadores-de-pessoas',
      client: 'Empório Terra Viva',
      sector: 'Comercio minorista',
      location: 'Belo Horizonte – MG',
      service: 'peopleCounter',
      challenge:
        'La cadena de 14 tiendas no sabía cuántas personas entraban en cada local ni en qué horarios. Los turnos del personal se armaban por intuición y no había forma de medir la tasa de conversión.',
      solution:
        'Instalamos contadores de personas con inteligencia artificial en las entradas de todas las tiendas, con un panel comparativo por local, día y horario. Los datos se cruzaron con las ventas para calcular la conversión y ajustar los turnos.',
      results: [
        { value: '98%+', label: 'de precisión en el conteo' },
        { value: '6 meses', label: 'para el retorno de la inversión' },
        { value: '14', label: 'tiendas con datos en tiempo real' },
      ],
      quote: {
        text: 'Ahora organizamos los turnos según el flujo real de clientes. La inversión se pagó en seis meses.',
        author: 'Rafael Duarte',
        role: 'Director de Operaciones',
      },
    },
    {
      slug: 'condominio-seguranca-inteligente',
      client: 'Condomínio Jardim das Palmeiras',
      sector: 'Condominios',
      location: 'Barueri – SP',
      service: 'security',
      challenge:
        'El condominio, con 4 torres, tenía cámaras analógicas sin monitoreo, grabaciones que se perdían con frecuencia y control de acceso manual en la portería. Los residentes pedían más seguridad sin aumentar la cuota de mantenimiento.',
      solution:
        'Sustituimos el sistema por cámaras IP con análisis inteligente de video, grabación en la nube y control de acceso integrado. La implementación completa tardó 2 semanas, con capacitación del personal de portería y de la administración.',
      results: [
        { value: '2 semanas', label: 'para la implementación completa' },
        { value: '99,9%', label: 'de disponibilidad de las cámaras' },
        { value: '24/7', label: 'de monitoreo y alertas' },
      ],
    },
  ],
};

export const home: PerLocale<HomeContent> = { pt, en, es };
