/** pt-BR texts of static pages; composed into `messages` in pt-BR.ts. */
export const staticPagesMessages = {
  staticPages: {
    nav: 'Páginas de informação',
    supportTitle: 'Precisa falar com alguém?',
    supportHours: 'Suporte de segunda a sexta-feira, das 8h às 18h.',
    help: {
      title: 'Ajuda',
      intro:
        'Tudo o que você precisa para encontrar, baixar e organizar os materiais da {brand} no dia a dia da sua clínica.',
      sections: [
        {
          title: 'Como encontrar um material',
          paragraphs: [
            'Use a busca no topo da página: ela procura no título, na descrição, nas categorias e nas tags, e entende palavras sem acento ou com pequenos erros de digitação.',
            'Na Galeria, refine pelos filtros de tipo de arquivo, categoria e tag, e ordene por mais recentes, mais visualizados ou mais baixados.',
          ],
        },
        {
          title: 'Downloads',
          paragraphs: [
            'Baixe um arquivo pelo botão Baixar, no cartão ou na página do arquivo. Vários arquivos de uma vez, ou um álbum inteiro, chegam em um único ZIP.',
            'Links externos, como vídeos, abrem na plataforma de origem.',
            'Usuários que não são administradores podem ter restrições de download definidas pela franqueadora.',
          ],
        },
        {
          title: 'Álbuns',
          paragraphs: [
            'Em Meus Álbuns, crie seleções de arquivos para uma campanha, uma data comemorativa ou a sua unidade. Cada álbum é só seu: outras pessoas da rede não o veem.',
          ],
        },
        {
          title: 'Uso das imagens',
          paragraphs: [
            'Os materiais são feitos para a comunicação das unidades da rede. Mantenha as logomarcas e as artes como foram publicadas e siga o período de cada campanha.',
            'Imagens de pacientes só podem ser usadas no contexto em que foram autorizadas.',
          ],
        },
        {
          title: 'Conta e senha',
          paragraphs: [
            'Em Perfil, você troca sua foto, seu nome e sua senha. Se esquecer a senha, fale com um administrador da rede.',
          ],
        },
        {
          title: 'Suporte',
          paragraphs: [
            'A equipe da franqueadora atende de segunda a sexta-feira, das 8h às 18h, pelos canais internos da rede. Ao pedir ajuda, diga o nome do arquivo ou copie o link da página dele.',
          ],
        },
      ],
    },
    terms: {
      title: 'Termos de Uso',
      intro:
        'Estes termos valem para todos que acessam o banco de imagens da {brand}. Ao entrar, você concorda com eles.',
      sections: [
        {
          title: 'Quem pode acessar',
          paragraphs: [
            'O acesso é restrito a franqueados, equipes das unidades e à equipe da franqueadora. Cada conta é pessoal: não compartilhe sua senha.',
          ],
        },
        {
          title: 'Uso permitido dos materiais',
          paragraphs: [
            'Os materiais podem ser usados na comunicação da sua unidade: redes sociais, impressos, sinalização e atendimento.',
            'Não altere logomarcas, não use as artes fora do período da campanha e não repasse os arquivos a terceiros que não fazem parte da rede.',
          ],
        },
        {
          title: 'Imagens de pacientes',
          paragraphs: [
            'Fotos e depoimentos de pacientes são publicados com autorização para fins específicos. Use-os apenas nesse contexto e nunca em comparações que prometam resultados.',
          ],
        },
        {
          title: 'Propriedade',
          paragraphs: [
            'Os materiais pertencem à {brand} ou são usados com licença. O acesso ao banco não transfere nenhum direito sobre eles.',
          ],
        },
        {
          title: 'Downloads e restrições',
          paragraphs: [
            'Usuários que não são administradores podem ter restrições de download. A franqueadora pode remover materiais a qualquer momento, por exemplo quando uma campanha termina.',
          ],
        },
        {
          title: 'Suspensão do acesso',
          paragraphs: [
            'O acesso pode ser suspenso em caso de uso indevido, de desligamento da rede ou de pedido do responsável pela unidade.',
          ],
        },
        {
          title: 'Mudanças nestes termos',
          paragraphs: [
            'Os termos podem ser atualizados. As mudanças valem a partir da publicação nesta página.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Política de Privacidade',
      intro:
        'Como o banco de imagens da {brand} trata os seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).',
      sections: [
        {
          title: 'Dados que guardamos',
          paragraphs: [
            'Da sua conta: nome, e-mail, perfil de acesso, foto (se você enviar uma) e preferências.',
            'Do uso do banco: visualizações, downloads e buscas, usados para as estatísticas internas da rede.',
            'De segurança: entradas na conta e endereço de rede de cada acesso.',
            'Registro de auditoria: cada ação administrativa (envio, edição e exclusão de arquivos, mudanças em categorias, tags, contas, unidades, campanhas, consentimentos e configurações, e as entradas dos administradores) fica registrada com quem fez, quando, de qual endereço de rede (IP) e o que mudou. Senhas nunca entram nesse registro, que não pode ser alterado nem apagado pelo sistema.',
          ],
        },
        {
          title: 'Para que usamos',
          paragraphs: [
            'Para dar acesso ao banco, proteger as contas e entender quais materiais a rede usa e procura, de modo a produzir o que falta.',
          ],
        },
        {
          title: 'Com quem compartilhamos',
          paragraphs: [
            'Seus dados são vistos apenas pela equipe administrativa da rede. Não vendemos nem cedemos dados pessoais a terceiros.',
          ],
        },
        {
          title: 'Cookies',
          paragraphs: [
            'Usamos apenas o cookie de sessão, necessário para manter você conectado. Não há cookies de publicidade.',
          ],
        },
        {
          title: 'Por quanto tempo',
          paragraphs: [
            'Dados da conta: excluídos em até 30 dias após o encerramento da conta.',
            'Cópias de segurança (backups): mantidas por até 90 dias.',
            'Registros de segurança: mantidos por até 12 meses.',
            'Registro de auditoria das ações administrativas: mantido por pelo menos 1 ano.',
          ],
        },
        {
          title: 'Seus direitos',
          paragraphs: [
            'Você pode pedir acesso, correção ou exclusão dos seus dados. Nome e foto podem ser alterados a qualquer momento em Perfil; os demais pedidos são atendidos pelo suporte.',
          ],
        },
        {
          title: 'Segurança',
          paragraphs: [
            'As senhas são guardadas de forma irreversível (hash) e os arquivos só são entregues a usuários conectados.',
          ],
        },
      ],
    },
  },
} as const;
