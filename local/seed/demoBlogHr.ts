/**
 * The demo blog's Croatian text (docs/decisions/049): each post's title, summary and body,
 * by the post's id in demoBlog.ts. Buttons and labels are named as the Croatian shop names them.
 */
export const POSTS_HR: Readonly<Record<string, { name: string; shortDescription: string; body: string }>> = {
  'the-meaning-of-tkanica': {
    name: 'Što znači „tkanica”',
    shortDescription:
      'Tkanica je uska tkana vrpca, kakvu su naše bake tkale za pojaseve i pregače. Evo zašto smo po njoj nazvali svoju trgovinu.',
    body: `
<p><em>Tkanica</em> je uska tkana vrpca. Naraštajima su je žene u selima od Slavonije do Like tkale na malim tkalačkim stanovima: kao pojas uz narodnu nošnju, kao vezicu za pregače, kao remen za nošenje zavežljaja u polje. Svako je selo imalo svoje boje i svoje uzorke.</p>
<p>Ime smo odabrali zato što je tkanica sve ono što želimo da naša odjeća bude. Nastaje polako, rukom, od prirodnih vlakana. Korisna je svaki dan. I traje dovoljno dugo da se preda sljedećem naraštaju.</p>
<h2>Mnogo niti, jedna vrpca</h2>
<p>Vrpca je jaka koliko sve njezine niti zajedno. Tako radi i naša trgovina: desetak pletilja u Zagorju, švelje u Varaždinu i Čakovcu, tkalja u Međimurju, majstorica filca u Lici i naš mali tim u zagrebačkoj radionici. Nitko od nas ne bi sam mogao napraviti kolekciju.</p>
<p>Ako navratite u našu trgovinu na Kaptolu, kraj blagajne ćete vidjeti uokvirenu staru tkanicu iz Đakova. Pripadala je baki jedne od naših švelja i još nije izgubila nijednu boju.</p>`,
  },
  'caring-for-linen': {
    name: 'Kako njegovati lan da traje desetljećima',
    shortDescription:
      'Lan je jedno od najizdržljivijih vlakana, ako se prema njemu odnosite nježno. Naš jednostavan postupak za pranje, sušenje i čuvanje.',
    body: `
<p>Lan se dobiva iz stabljike biljke lana i jedno je od najčvršćih prirodnih vlakana. Dobro njegovana lanena košulja može trajati desetljećima i svake je godine mekša i ljepša. Tajna je uglavnom u tome da radite manje.</p>
<h2>Pranje</h2>
<ul>
<li>Perite na 30 °C, na nježnom programu, sa sličnim bojama.</li>
<li>Upotrijebite blagi tekući deterdžent i preskočite omekšivač: lan omekša sam od sebe.</li>
<li>Ne punite bubanj do vrha; lanu treba prostora.</li>
</ul>
<h2>Sušenje i glačanje</h2>
<p>Nikad ga ne sušite u sušilici. Otresite odjevni predmet, objesite ga na drvenu vješalicu i pustite da se osuši u hladu. Volite li uredan izgled, glačajte dok je još malo vlažan. Ako ne, uživajte u naborima: oni su dio <em>karaktera</em> lana.</p>
<p>Lan čuvajte labavo složen u suhom, prozračnom ormaru, najbolje uz vrećicu lavande s Hvara protiv moljaca. A ako ikad popusti koji šav, donesite ga u našu trgovinu na Kaptolu: svoje komade popravljamo besplatno.</p>`,
  },
  'meet-our-knitters-in-zagorje': {
    name: 'Upoznajte naše pletilje iz Zagorja',
    shortDescription:
      'Dvanaest žena s brežuljaka Hrvatskog zagorja plete svaki kardigan, džemper i dekicu koje prodajemo. Proveli smo dan s trima od njih.',
    body: `
<p>Cesta od Zagreba do Marije Bistrice vijuga kroz vinograde, voćnjake i male crkvice na vrhovima brežuljaka. Negdje uz nju, u kuhinjama i na sunčanim trijemovima, dvanaest žena plete kardigane, džempere i dekice za bebe koje vidite u našoj trgovini.</p>
<p>Ankica plete od sedme godine; naučila ju je baka tijekom dugih zima. Kardigan s pletenicom završi za pet večeri i svaki bod provjeri dvaput. Marija najradije plete za bebe: „Mali su, pa u svaki red mogu staviti više ljubavi”, kaže kroz smijeh. Vesna nam se pridružila prije dvije godine, kad je otišla u mirovinu iz tekstilne tvornice u Krapini.</p>
<h2>Poštena plaća, vlastitim tempom</h2>
<p>Svaka pletilja sama određuje kada radi, a plaćamo je po komadu, po cijeni koju smo zajedno dogovorili i koja je znatno iznad uobičajene. Mi donosimo pređu, svakih petnaest dana skupljamo gotove komade i ostajemo na kavi i <em>štruklima</em>.</p>
<p>Na svakom pletenom komadu mala je etiketa s imenom žene koja ga je izradila. Kupci joj često pišu da joj zahvale, a mi svako pismo ispišemo i odnesemo joj ga pri sljedećem posjetu.</p>`,
  },
  'why-we-pre-order': {
    name: 'Zašto Vas molimo da prednaručite',
    shortDescription:
      'Na nekim komadima umjesto „Dodaj u košaricu” piše „Prednaručite sada”. Izrada po narudžbi naš je način da izbjegnemo otpad, a evo kako funkcionira.',
    body: `
<p>Modna industrija proizvede daleko više odjeće nego što itko kupi, a zastrašujući dio toga spali se ili zakopa, a da ga nitko nikad nije odjenuo. Radije ćemo napraviti malo manje i prodati sve što napravimo.</p>
<p>Zato se mnogi naši ručno pleteni komadi i komadi iz malih serija mogu <em>prednaručiti</em>. Kad određene veličine nema na polici u našem skladištu u uredu, i dalje je možete naručiti, a mi ćemo je izraditi za Vas.</p>
<h2>Kako to funkcionira</h2>
<ul>
<li>Odaberite veličinu i pritisnite Prednaruči; plaćate kao i za svaku drugu narudžbu.</li>
<li>Narudžbu isti tjedan prosljeđujemo izrađivačici.</li>
<li>Prednaručene komade obično šaljemo u roku od 14 radnih dana; javit ćemo Vam e-poštom kad Vaš krene na put.</li>
</ul>
<p>Ako uz veličinu piše „Uskoro dostupno”, izrađivačica je na odmoru ili je tkanine nestalo. Pritisnite „Obavijesti me” i javit ćemo Vam kad se komad vrati.</p>`,
  },
  'story-of-kaptol-store': {
    name: 'Priča o našoj trgovini na Kaptolu',
    shortDescription: 'Kako je stara knjigovežnica podno katedrale postala naša mala trgovina, kutak za krpanje i mjesto susreta.',
    body: `
<p>Gotovo šezdeset godina uska je radnja na Kaptolu pripadala jednom knjigovescu. Kad je otišao u mirovinu, police su još mirisale na ljepilo i kožu, a mi smo se u njih odmah zaljubili. Zadržali smo police, škripavi pod i mjedeno zvonce iznad vrata.</p>
<p>Danas je trgovina mjesto gdje možete opipati tkanine, isprobati veličine i upoznati ljude koji izrađuju našu odjeću. Četvrtkom navečer pretvara se u kutak za krpanje, a subotom uz prozor često sjedi pletilja iz Zagorja i plete.</p>
<h2>Preuzmite narudžbu</h2>
<p>Pri plaćanju možete odabrati da narudžbu besplatno preuzmete u trgovini na Kaptolu ili u našem uredu. Trgovina ima malu vlastitu zalihu za posjetitelje, pa se narudžbe s weba uvijek pakiraju iz skladišta u uredu.</p>
<p>Svratite i pozdravite nas: pet minuta hoda od glavnog trga, odmah ispod tornjeva katedrale.</p>`,
  },
  'natural-dyes-from-the-garden': {
    name: 'Prirodne boje: orah, broć i ljuske luka',
    shortDescription: 'Naše boje Hrđa, Med i Mahovina dolaze iz biljaka. Zavirite u lonce za bojenje i isprobajte recept kod kuće.',
    body: `
<p>Prije sintetičkih boja svaka je boja u hrvatskom selu dolazila s polja, iz šume ili iz kuhinje. Zelene orahove ljuske davale su smeđu, korijen broća crvenu, ljuske luka zlatnu, a kopriva nježnu zelenu. Dio svoje pređe i lana i mi bojimo na isti način.</p>
<p>Prirodne boje nikad nisu posve ujednačene. Pređa obojena u lipnju malo će se razlikovati od one obojene u rujnu, a upravo to na njima volimo. Vaš kardigan u boji hrđe jedini je takav.</p>
<h2>Isprobajte kod kuće: žuta od ljuski luka</h2>
<ul>
<li>Skupite suhe ljuske dvadesetak glavica žutog luka.</li>
<li>Kuhajte ih sat vremena na laganoj vatri u velikom loncu vode, a zatim procijedite.</li>
<li>Dodajte prethodno opranu, mokru vunenu ili pamučnu tkaninu namočenu u stipsu i kuhajte još sat vremena.</li>
<li>Ostavite je da se preko noći ohladi u loncu, a zatim ispirite dok voda ne bude bistra.</li>
</ul>
<p>Prirodno obojene komade perite u hladnoj vodi s blagim deterdžentom i sušite ih u hladu: <em>sunce</em> je jedino što biljne boje ne vole.</p>`,
  },
  'washing-wool-by-hand': {
    name: 'Ručno pranje vune, korak po korak',
    shortDescription: 'Većinu vune treba prati puno rjeđe nego što mislite, a kad je vrijeme, dovoljno je deset minuta u lavoru.',
    body: `
<p>Vuna se iznenađujuće dobro čisti sama. Njezina su vlakna prekrivena sitnim ljuskicama s kojih prljavština otpada, a mirise upija puno manje od pamuka. Najčešće je džemperu dovoljno da preko noći odstoji uz otvoren prozor.</p>
<h2>Kad je ipak vrijeme za pranje</h2>
<ul>
<li>Napunite lavor hladnom ili mlakom vodom i dodajte malo sredstva za vunu.</li>
<li>Okrenite komad naopako i nježno ga pritisnite pod vodu. Ne trljajte.</li>
<li>Ostavite ga da se namače deset minuta, a zatim ga isperite vodom iste temperature.</li>
<li>Istisnite vodu, umotajte ga u ručnik i sušite položenog, dalje od radijatora.</li>
</ul>
<p>Dva su neprijatelja vune toplina i trenje: zajedno od nje rade filc. To je divno za naše <em>papučice od filca</em>, a užasno za Vaš omiljeni kardigan.</p>
<p>Treći su neprijatelj moljci. Čistu vunu čuvajte složenu, uz cedrovinu ili lavandu, i povremeno je iznesite na svjež zrak.</p>`,
  },
  'a-day-at-the-zagreb-workshop': {
    name: 'Dan u našoj zagrebačkoj radionici',
    shortDescription: 'Od jutarnje kave do posljednjeg paketa: što se događa u našoj radionici na Trešnjevci jednog običnog utorka.',
    body: `
<p>Naša je radionica nekadašnja tiskara u dvorištu na Trešnjevci, s visokim prozorima i jako starim radijatorom kojeg se svi pomalo bojimo. Radimo ovdje petero: dvije krojačice, dvije švelje i Lana, koja pakira svaki paket i odgovara na Vaše poruke.</p>
<p>Dan počinje u osam, uz kavu i popis narudžbi. Sve naručeno do podneva šaljemo isti radni dan, pa je jutro tiha utrka između stola za pakiranje i pošte.</p>
<h2>Krojimo pažljivo</h2>
<p>Nakon toga glavnu riječ preuzima stol za krojenje. Krojimo u malim serijama od deset do dvadeset komada i slažemo krojeve tako gusto da ostaje vrlo malo. Ostaci idu u kutije po veličini: duge trake za ručke torbi, srednji komadi za vrećice lavande, a najsitniji za punjenje.</p>
<p>Poslijepodne je za šivanje, probe i, u dobrim danima, <em>burek</em> iz pekare na uglu.</p>`,
  },
  'cutting-patterns-with-zero-waste': {
    name: 'Krojevi (gotovo) bez otpada',
    shortDescription: 'Prosječna tvornica odjeće baci petnaestak posto tkanine. Evo kako naši krojevi taj udio spuštaju ispod pet posto.',
    body: `
<p>Kad se kroji odjevni predmet, dijelovi kroja rijetko se savršeno slože. Praznine među njima postaju otpad, a u prosječnoj tvornici to je petnaestak posto tkanine. Pomnožite li to s milijunima komada odjeće, dobit ćete planinu.</p>
<p>Krojenje bez otpada kreće od tkanine, a ne od oblika. Naša košulja-haljina od konoplje, na primjer, sastavljena je od pravokutnika i nekoliko domišljatih zavoja: ovratnik, džepovi i pojas krojeni su od onoga što bi inače bile praznine.</p>
<h2>Što radimo s ostatkom</h2>
<ul>
<li>Od dugih traka nastaju ručke naših lanenih torbi.</li>
<li>Od malih kvadrata nastaju vrećice lavande.</li>
<li>Od ostataka filca nastaju ukosnice s cvjetovima.</li>
</ul>
<p>Ono što ostane nakon svega, nekoliko šaka tjedno, odlazi u vrtić u Dubravi za <em>likovne radionice</em>.</p>`,
  },
  'adriatic-summer-lookbook': {
    name: 'Jadransko ljeto: iza kulisa lookbooka',
    shortDescription: 'Ljetnu kolekciju snimali smo na Hvaru, među poljima lavande i suhozidima. Nekoliko priča s tog putovanja.',
    body: `
<p>Našu smo ljetnu kolekciju fotografirali na Hvaru početkom lipnja, kad lavanda tek počinje ljubičastjeti, a more je još dovoljno hladno da Vam zastane dah. Ekipa je bila mala: fotograf iz Splita, dvoje prijatelja kao modeli i posuđena ribarska brodica.</p>
<p>Snimali smo u starom selu Velo Grablje, gdje raste lavanda za naše vrećice, i na stijenama ispod njega. Sve iz lookbooka nosilo se cijeli dan, u tome se penjalo i sjedilo, jer odjeću tako treba isprobati.</p>
<h2>Što je preživjelo putovanje</h2>
<ul>
<li>Duga pamučna haljina s volanima, koja se osušila za deset minuta nakon neplaniranog kupanja.</li>
<li>Svaka lanena košulja, izgužvana i sretna.</li>
<li>Slamnati šešir nije: odnijela ga je bura prema Visu.</li>
</ul>
<p>Cijela je kolekcija sada u trgovini, a nekoliko fotografija sa snimanja visi u našoj trgovini na <em>Kaptolu</em>.</p>`,
  },
  'what-a-newborn-really-needs': {
    name: 'Što novorođenčetu zaista treba: nježan popis',
    shortDescription:
      'Bebe prve veličine prerastu za nekoliko tjedana. Kratak, iskren popis odjeće koju se isplati imati za prva tri mjeseca.',
    body: `
<p>Uz iščekivanje bebe stiže poplava savjeta i još veća poplava stvari za kupiti. Novorođenčad veličine 50 i 56 preraste za nekoliko tjedana, pa smo primalje i roditelje iz naše zajednice pitali što se zaista isplati imati.</p>
<h2>Kratki popis</h2>
<ul>
<li>Šest do osam bodija u veličinama 50/56 i 62/68: na početku su najpraktičniji oni na preklop.</li>
<li>Četiri pidžamice s nogicama za noć.</li>
<li>Dvije kapice i par papučica, ovisno o godišnjem dobu.</li>
<li>Jedna prozračna dekica i dvije-tri pelene od muslina.</li>
<li>Jedan topli pleteni kardigan, za posjete i fotografije.</li>
</ul>
<p>To je zaista dovoljno. Uz kožu birajte organski pamuk, sve operite prije prvog nošenja i preskočite omekšivač.</p>
<p>A ako prijatelji pitaju što da donesu, <em>dekica za uspomenu</em> iz Zagorja nadživjet će sve ostalo s popisa.</p>`,
  },
  'mending-evenings-at-kaptol': {
    name: 'Večeri krpanja na Kaptolu',
    shortDescription:
      'Svakog četvrtka naša trgovina postaje kutak za krpanje. Donesite rupu, labav gumb ili umoran rub, a mi ćemo Vam pokazati kako.',
    body: `
<p>Najodrživiji je odjevni predmet onaj koji već imate. Iz te jednostavne misli nastale su naše večeri krpanja četvrtkom u trgovini na Kaptolu, a postale su najugodnija večer našeg tjedna.</p>
<p>Od šest do osam raspremimo stol, stavimo čaj i rasporedimo igle, gljive za krpanje i konce u svim bojama koje prodajemo. Može doći svatko: ne morate ništa kupiti kod nas.</p>
<h2>Što možete naučiti</h2>
<ul>
<li>Krpanje čarapa i laktova, uključujući vidljivo krpanje koncem u kontrastnoj boji.</li>
<li>Prišivanje gumba tako da ne otpadnu.</li>
<li>Ručno skraćivanje ruba.</li>
</ul>
<p>Većinu večeri vodi naša švelja Dubravka. Njezin je moto: <em>„Zakrpa je priča, a ne sramota.”</em></p>`,
  },
  'lavender-from-hvar': {
    name: 'Lavanda s Hvara za Vaš ormar',
    shortDescription: 'Lavanda u našim vrećicama dolazi s polja jedne obitelji na Hvaru. Zašto tjera moljce i kako da dulje miriše.',
    body: `
<p>Hvar je po lavandi poznat već stoljeće. Tridesetih godina prošlog stoljeća otok je bio jedan od najvećih proizvođača lavandina ulja u Europi, a početkom ljeta čitave padine i danas poljubičaste.</p>
<p>Naša lavanda dolazi od obitelji Tomić iz Velog Grablja, koja je bere ručno krajem lipnja i suši snopove u kamenoj konobi. Njome punimo lanene vrećice u zagrebačkoj radionici.</p>
<h2>Kako otjerati moljce</h2>
<p>Moljci ne podnose miris lavande, pa vrećica među vunom i lanom pomaže da ih držite podalje. Najbolje djeluje u zatvorenoj ladici ili kutiji, i uz čistu odjeću: moljce privlače znoj i mrlje od hrane.</p>
<p>Vrećicu stisnite svakih nekoliko tjedana da oslobodi ulja. Kad miris izblijedi, obično nakon godinu dana, ispraznite je u vrt i napunite <em>svježom</em> lavandom.</p>`,
  },
  'from-pag-sheep-to-warm-socks': {
    name: 'Od paških ovaca do toplih čarapa',
    shortDescription: 'Paške su ovce poznate po siru. Mislimo da i njihova vuna zaslužuje drugu priliku, pa smo od nje napravili čarape.',
    body: `
<p>Na otoku Pagu ovce pasu među kamenjem i slanim travama, a od njihova mlijeka nastaje slavni paški sir. Njihova se vuna, međutim, uglavnom baca: gruba je i nitko za nju ne plaća mnogo.</p>
<p>Nama se to učinilo kao rasipanje. Gruba je vuna izdržljiva i elastična, a upravo to želite od čarape. Zato runo kupujemo izravno od dvojice pastira, dajemo ga oprati i ispresti u maloj predionici, a od njega pletemo čarape na starinskom stroju u Zagorju.</p>
<h2>Zašto traju</h2>
<ul>
<li>Duga, čvrsta vlakna ne probijaju se lako na peti.</li>
<li>Pete i prsti pleteni su dvostruko.</li>
<li>Neobojene nijanse poput Zobi i Antracita dolaze ravno s ovce.</li>
</ul>
<p>Uz devet eura za par to je naš najmanji proizvod i jedan na koji smo <em>najponosniji</em>.</p>`,
  },
};
