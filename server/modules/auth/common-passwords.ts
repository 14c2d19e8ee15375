// The most common leaked passwords (a short excerpt of the lists Django's CommonPasswordValidator draws on),
// lowercased, plus keyboard walks and words Russian-speaking users pick.
const LIST = `
123456 123456789 12345678 password qwerty123 qwerty1 111111 12345 1234567 1234567890 123123 000000
iloveyou 1q2w3e4r 1q2w3e4r5t 1q2w3e 1qaz2wsx qwertyuiop qwerty 654321 555555 lovely 7777777 888888
princess dragon password1 123qwe 666666 1qaz2wsx3edc 121212 qwe123 987654321 abc123 monkey 159753
football baseball welcome admin admin123 administrator letmein sunshine master shadow superman
michael jennifer hunter hunter2 trustno1 starwars whatever freedom computer internet passw0rd
p@ssw0rd p@ssword pa$$word password123 password12 password! qwertyui asdfghjk asdfghjkl zxcvbnm
zxcvbnm123 qazwsxedc 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 a1b2c3d4 aa123456 abcd1234 abcdefgh
11111111 22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 00000000 12341234
123456789a 12345678a 1234567a 123321 1234554321 11223344 87654321 12344321 147258369 741852963
963852741 123654789 147852369 football1 baseball1 iloveyou1 iloveyou2 sunshine1 princess1 charlie
jordan23 liverpool chelsea arsenal barcelona realmadrid manchester batman spiderman pokemon naruto
minecraft fortnite whatever1 trustme letmein1 welcome1 welcome123 login admin1 root toor changeme
changeme123 default guest test test123 test1234 testtest secret secret123 qwerty12 qwerty1234
qwerty12345 qwertyu 1qazxsw2 zaq12wsx zaq1xsw2 !qaz2wsx 1q2w3e4r5t6y 1q2w3e4r5t6y7u q1w2e3r4t5y6
йцукен йцукенг йцукенгш йцукенгшщз пароль пароль123 привет привет123 любовь солнышко наташа
максим андрей сергей дмитрий александр анастасия qwertyйцукен ghbdtn ghbdtn123 gfhjkm gfhjkm123
vfrcbv cjkysirj yfnfif fktrcfylh rjyjgkz 1qaz@wsx 1qaz!qaz 1q2w3e4r! q1w2e3 marina natasha
alexander maxim andrey sergey dmitry vladimir moscow moskva russia rossiya spartak zenit cska
dinamo lokomotiv samsung nokia iphone google yandex mail.ru vkontakte odnoklassniki 1234567890q
q123456789 a123456789 1a2b3c4d 1z2x3c4v zxcvbnm1 asdf1234 asdfasdf qweasdzxc qweasd 123qweasd
123qweasdzxc zxcasdqwe 1qa2ws3ed qazxswedc qwertyasdf superstar rockstar loveyou forever
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
