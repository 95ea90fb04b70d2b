/** The most used passwords (public breach corpora), plus the obvious French ones. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '111111', '000000', '123123', '654321', '666666',
  '121212', '112233', '123321', '159753', '147258', '123654', '987654', '777777', '555555', '999999',
  'password', 'passw0rd', 'password1', 'motdepasse', 'mot2passe', 'azerty', 'azertyuiop', 'qwerty', 'qwertyuiop', 'azerty123',
  'qwerty123', 'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'jetaime', 'soleil', 'bonjour', 'doudou', 'chouchou',
  'loulou', 'marseille', 'france', 'paris', 'nicolas', 'camille', 'julien', 'thomas', 'alexandre', 'celine',
  'admin', 'administrateur', 'welcome', 'bienvenue', 'letmein', 'monkey', 'dragon', 'football', 'baseball', 'master',
  'sunshine', 'princess', 'shadow', 'superman', 'batman', 'starwars', 'trustno1', 'hello', 'freedom', 'whatever',
  'secret', 'changeme', 'default', 'test', 'test123', 'testtest', 'user', 'login', 'access', 'naruto',
  'pokemon', 'chocolat', 'vanille', 'coucou', 'toto', 'tototo', 'totototo', 'papa', 'maman', 'psychologue',
  'psyscribe', 'neuropsy', 'psycho', 'therapie', 'cabinet', 'patient', 'docteur', 'sante', 'qwe123', 'zxcvbnm',
  'asdfgh', 'asdfghjkl', '1q2w3e', '1q2w3e4r', '1qaz2wsx', 'aaaaaa', 'abcabc', 'a1b2c3', 'michel', 'nathalie',
]);
