/**
 * The demo catalog's Croatian text (docs/decisions/049): names, descriptions, washing
 * instructions and colours, beside the English of demoCatalog.ts, which joins them by key.
 */

/** The colours' Croatian names, by their English ones. */
export const COLORS_HR: Readonly<Record<string, string>> = {
  Sage: 'Kadulja',
  Oat: 'Zob',
  Terracotta: 'Terakota',
  'Ink Blue': 'Tintnoplava',
  Charcoal: 'Antracit',
  Ecru: 'Ekru',
  Rust: 'Hrđa',
  Moss: 'Mahovina',
  'Dusty Rose': 'Pepeljasta ruža',
  Mustard: 'Senf',
  Sky: 'Nebeskoplava',
  Forest: 'Šumskozelena',
  Sand: 'Pijesak',
  Natural: 'Prirodna',
  Cream: 'Krem',
  Clay: 'Glina',
  Lavender: 'Lavanda',
  Navy: 'Mornarskoplava',
  Olive: 'Maslinasta',
  Honey: 'Med',
  Mint: 'Metvica',
  Blush: 'Puder roza',
  'Heather Grey': 'Melirano siva',
  Cornflower: 'Različak',
  'Sea Blue': 'Morskoplava',
  Brick: 'Cigla',
};

/** Washing instructions by fabric, as demoCatalog.ts's WASH keys them. */
export const WASH_HR = {
  linen:
    'Perite u perilici na 30 °C, na nježnom programu, sa sličnim bojama. Ne sušite u sušilici; objesite i glačajte dok je još malo vlažno, ili jednostavno ostavite nabore. Lan postaje mekši sa svakim pranjem.',
  hemp: 'Perite u perilici na 40 °C sa sličnim bojama. Sušite na zraku, u hladu. Glačajte na visokoj temperaturi dok je još vlažno. Konoplja postaje mekša sa svakim pranjem.',
  cotton:
    'Perite u perilici na 40 °C, okrenuto naopako, sa sličnim bojama. Sušite na zraku, u hladu, da boja ostane živa. Glačajte na srednjoj temperaturi. Ne izbjeljujte.',
  cord: 'Perite u perilici na 30 °C, okrenuto naopako, sa sličnim bojama. Ne sušite u sušilici. Dok je još vlažno, prođite mekanom četkom po rebrima i glačajte naopako na niskoj temperaturi.',
  merino:
    'Perite ručno u hladnoj vodi sa sredstvom za vunu ili na programu za vunu na 20 °C. Ne cijedite; umotajte u ručnik i sušite položeno, dalje od izravne topline. Ne sušite u sušilici. Često je dovoljno samo prozračiti između nošenja.',
  alpaca:
    'Perite ručno u hladnoj vodi sa šamponom za vunu i ispirite vodom iste temperature. Istisnite vodu u ručniku i sušite položeno. Ne sušite u sušilici i ne vješajte. Čuvajte složeno.',
  boiledWool:
    'Kemijski čistite ili perite ručno u hladnoj vodi sa sredstvom za vunu. Sušite položeno i osvježite laganim parom. Ne sušite u sušilici. Prašinu skinite četkom za odjeću.',
  woolSocks:
    'Perite u perilici na 30 °C, na programu za vunu, okrenuto naopako. Sušite položeno; ne u sušilici i ne na radijatoru. Male rupice zakrpajte na vrijeme i trajat će godinama.',
  silk: 'Perite ručno u hladnoj vodi s blagim deterdžentom. Ne cijedite; sušite položeno, dalje od sunca. Ne sušite u sušilici.',
  canvas:
    'Ne perite u perilici. Obrišite vlažnom krpom i ostavite da se osuši na zraku. Jednom godišnje ponovno navoštite voskom za tkanine da ne propušta vodu.',
  felt: 'Mrlje očistite hladnom vodom i s malo sapuna za vunu. Vratite u oblik i sušite položeno, dalje od topline. Ne perite u perilici i ne sušite u sušilici.',
  lavender:
    'Ne perite. Lagano stisnite da se miris osvježi, a svakog ljeta napunite svježom lavandom. Praznu lanenu vrećicu možete oprati ručno u hladnoj vodi.',
  babyCotton:
    'Perite u perilici na 40 °C s blagim deterdžentom bez enzima i bez omekšivača. Sušite na zraku. Po potrebi glačajte na niskoj temperaturi. Operite prije prvog nošenja.',
  muslin:
    'Perite u perilici na 40 °C s blagim deterdžentom; muslin je sa svakim pranjem mekši i bolje upija. Sušite na zraku ili u sušilici na niskoj temperaturi. Ne izbjeljujte.',
  babyKnit:
    'Perite ručno na 30 °C sa sredstvom za vunu prikladnim za bebe. Nježno istisnite vodu, umotajte u ručnik i sušite položeno. Ne sušite u sušilici.',
} as const;

/** Categories' Croatian name and description, by id. */
export const CATEGORIES_HR: Readonly<Record<string, { name: string; description: string }>> = {
  'adult-dresses': {
    name: 'Haljine',
    description: 'Haljine od lana, konoplje, pamuka i vune, krojene u našoj zagrebačkoj radionici da se nose mnogo sezona.',
  },
  'adult-tops': {
    name: 'Majice i košulje',
    description: 'Košulje, bluze i majice od lana i organskog pamuka, šivane u Zagrebu i Međimurju.',
  },
  'adult-knitwear': {
    name: 'Pletenine',
    description: 'Kardigani i džemperi koje naše pletilje ručno pletu u Hrvatskom zagorju, a dio nastaje na malim strojevima u Samoboru.',
  },
  'adult-trousers-skirts': { name: 'Hlače i suknje', description: 'Široke lanene hlače i suknje od samta s dubokim džepovima.' },
  'adult-accessories': {
    name: 'Dodaci',
    description: 'Vunene čarape, ručno pletene kape, lanene torbe i sitnice koje šivamo od ostataka tkanine.',
  },
  'kid-tops': { name: 'Majice i košulje', description: 'Majice od organskog pamuka i lanene košulje za školu i igru, od 5 do 14 godina.' },
  'kid-dresses': {
    name: 'Haljine i sarafani',
    description: 'Haljine koje se lijepo vrte i sarafani od samta s džepovima za male dragocjenosti.',
  },
  'kid-knitwear': { name: 'Pletenine', description: 'Debeli džemperi i prsluci od merino vune, pleteni u Zagorju i Samoboru.' },
  'kid-trousers': { name: 'Hlače i tregerice', description: 'Tregerice od platna i lanene kratke hlače, stvorene za penjanje po drveću.' },
  'kid-accessories': { name: 'Torbe i dodaci', description: 'Školske torbe, rukavice i ukosnice izrađene ručno.' },
  'child-tops': { name: 'Majice', description: 'Mekane majice od organskog pamuka za mališane od 1 do 4 godine.' },
  'child-dresses-rompers': {
    name: 'Haljine i kombinezoni',
    description: 'Laneni kombinezoni i haljinice s ručno nabranim prsima za male istraživače.',
  },
  'child-trousers': { name: 'Hlače', description: 'Udobne hlače i tregerice koje prate svako puzanje i penjanje.' },
  'child-knitwear': { name: 'Pletenine i slojevi', description: 'Ručno pleteni kardigani, tregerice i prošiveni prsluci.' },
  'child-accessories': { name: 'Kape i čarape', description: 'Kape s pomponom, šeširi za sunce i čarape od merino vune za male nožice.' },
  'nb-bodysuits': { name: 'Bodiji', description: 'Bodiji od organskog pamuka za prve mjesece, bez etiketa koje grebu.' },
  'nb-sleepsuits': {
    name: 'Pidžamice i kombinezoni',
    description: 'Pidžamice s nogicama, lagane pidžamice od muslina i pleteni kombinezoni.',
  },
  'nb-knitwear': {
    name: 'Kardigani i pletenine',
    description: 'Sićušni kardigani i kombinezoni koje od merino vune ručno pletu naše pletilje iz Zagorja.',
  },
  'nb-blankets': {
    name: 'Dekice i pelene',
    description: 'Prozračne dekice, pelene od muslina za povijanje i ručno pletene dekice koje postaju obiteljska uspomena.',
  },
  'nb-hats-booties': { name: 'Kapice i papučice', description: 'Kapice s čvorom i papučice od filcane vune za novorođenčad.' },
};

/** Collections' Croatian name and description, by id. */
export const COLLECTIONS_HR: Readonly<Record<string, { name: string; description: string }>> = {
  'autumn-linen-2026': {
    name: 'Jesenski lan 2026',
    description:
      'Teži lan i konoplja u zemljanim jesenskim bojama: haljine na preklop, sarafani, košulje i široke hlače, krojeni i šivani u našoj zagrebačkoj radionici.',
  },
  'adriatic-summer': {
    name: 'Jadransko ljeto',
    description: 'Duge haljine od voala, ručno nabrani pamuk i lavanda s Hvara: lagani komadi za duge večeri na obali.',
  },
  'handknit-zagorje': {
    name: 'Ručno pleteno u Zagorju',
    description:
      'Kardigani, džemperi, kape i čarape koje ručno plete dvanaest žena s brežuljaka Hrvatskog zagorja. Na svakom komadu piše ime pletilje.',
  },
  'zero-waste-essentials': {
    name: 'Bez otpada',
    description:
      'Stvari koje radimo od onoga što drugi bacaju: torbe od ostataka lana, gumice za kosu od ostataka svile, vrećice lavande od najsitnijih komadića i krojevi nakon kojih gotovo ništa ne ostaje.',
  },
  'back-to-school': {
    name: 'Povratak u školu',
    description: 'Majice, košulje, sarafani i tregerice stvoreni za školsko igralište, uz torbu od voštanog platna koja se nasljeđuje.',
  },
  'forest-playtime': {
    name: 'Igra u šumi',
    description: 'Debele pletenine, haljine koje se vrte i čvrste tregerice za vikende u šumi na Medvednici.',
  },
  'little-explorers': {
    name: 'Mali istraživači',
    description: 'Mekani organski pamuk i lan za mališane koje sve zanima: majice, kombinezoni, šalvare i šeširi.',
  },
  'cosy-little-knits': {
    name: 'Tople male pletenine',
    description: 'Ručno pleteni kardigani, tregerice i kape s pomponom za mališane, izrađeni po narudžbi u Zagorju.',
  },
  'first-days': {
    name: 'Prvi dani',
    description:
      'Sve za prve tjedne kod kuće: bodiji i pidžamice od organskog pamuka, kapice s čvorom, prozračne dekice i pelene od muslina.',
  },
  'heirloom-newborn-gifts': {
    name: 'Darovi za uspomenu',
    description: 'Ručno pletene dekice, kombinezoni, kardigani i papučice od filca: darovi koji se čuvaju i prenose dalje.',
  },
};

/** Each model's Croatian name and description, by its slug. */
export const MODELS_HR: Readonly<Record<string, { name: string; description: string }>> = {
  'linen-wrap-dress': {
    name: 'Lanena haljina na preklop',
    description:
      'Haljina na preklop od kamenom pranog europskog lana, s dubokim V-izrezom, vezicom u struku i džepovima u koje stane mobitel. Krojena i šivana u našoj radionici na Trešnjevci u malim serijama od dvadeset komada. Preklop namjestite kako vam odgovara, a tkanina je svakog ljeta mekša.',
  },
  'smocked-midi-dress': {
    name: 'Midi haljina s nabranim prsima',
    description:
      'Popelin od organskog pamuka s ručno nabranim gornjim dijelom na kojem rade tri švelje iz Varaždina. Suknja pada do pola lista u blagom volanu, a nabori se udobno rastežu. Gornji dio je podstavljen pa podsuknja nije potrebna.',
  },
  'linen-pinafore-dress': {
    name: 'Laneni sarafan',
    description:
      'Sarafan od debljeg lana s prekriženim naramenicama na leđima i dva velika našivena džepa. Ljeti ga nosite preko majice, a zimi preko džempera od merino vune. Šivan u Zagrebu i opran da bude mekan prije nego što stigne do vas.',
  },
  'tiered-maxi-dress': {
    name: 'Duga pamučna haljina s volanima',
    description:
      'Prozračna duga haljina u tri sloja od voala od organskog pamuka, na svakom šavu ručno nabrana. Izrađena s partnerskim studijem iz Splita za duge jadranske večeri. Podstavljena do koljena, s gumbom i prorezom na zatiljku.',
  },
  'wool-shift-dress': {
    name: 'Ravna haljina od kuhane vune',
    description:
      'Haljina čistih linija od kuhane vune ovaca iz Like, filcane i dovršene u maloj predionici kraj Gospića. Grije, a ne deblja, drži oblik i ne boji se pljuska. Izrađuje se po narudžbi u malim serijama; prednarudžbe šaljemo u roku od 14 radnih dana.',
  },
  'hemp-shirt-dress': {
    name: 'Košulja-haljina od konoplje',
    description:
      'Opuštena košulja-haljina od konoplje i organskog pamuka s mekanim ovratnikom, gumbima od kokosove ljuske i pojasom koji se skida. Konoplji za rast treba malo vode i nimalo pesticida. Krojena u našoj zagrebačkoj radionici po kroju bez otpada.',
  },
  'linen-shirt': {
    name: 'Lanena košulja',
    description:
      'Naša košulja za svaki dan od lana srednje težine, s mekanim ravnim ovratnikom, ravnim rubom i gumbima od sedefa. Bojimo je gotovu, u malim serijama u Zagrebu, pa je svaki komad malo drugačije nijanse. Kroj je uniseks: za opušteni izgled uzmite svoju uobičajenu veličinu.',
  },
  'organic-cotton-tee': {
    name: 'Majica od organskog pamuka',
    description:
      'Majica od debljeg jerseyja od organskog pamuka s certifikatom GOTS, šivana u obiteljskoj radionici u Čakovcu. Izrez je obrubljen pa drži oblik i nakon mnogo pranja. Široki kroj sa spuštenim ramenima.',
  },
  'embroidered-blouse': {
    name: 'Vezena seljačka bluza',
    description:
      'Široka pamučna bluza s ručnim vezom nadahnutim slavonskim narodnim motivima, koji vezu žene iz zadruge u Đakovu. Za jednu bluzu treba oko dva dana vezenja pa nijedan uzorak nije posve isti. Nabrani izrez s vezicom.',
  },
  'merino-cable-cardigan': {
    name: 'Kardigan s pletenicom od merina',
    description:
      'Ručno pleten u Hrvatskom zagorju od mekane merino vune bez mulesinga, s pletenicom po sredini i gumbima od roga. Svaki kardigan otprilike tjedan dana plete jedna pletilja, a njezino je ime na etiketi. Širok i malo skraćen; dvije veličine pokrivaju od XS do L.',
  },
  'alpaca-jumper': {
    name: 'Džemper od mješavine alpake',
    description:
      'Džemper s raglan rukavima od mješavine alpake i vune, pleten na ručnim strojevima u malom studiju u Samoboru. Lagan, topao i puno manje grebe od čiste vune. Opušten kroj s rebrastim manžetama i rubom.',
  },
  'wide-leg-linen-trousers': {
    name: 'Široke lanene hlače',
    description:
      'Široke hlače visokog struka od pranog lana, s gumicom straga i bočnim džepovima. Krojene u Zagrebu po kroju nakon kojeg na podu ostane manje od desetine tkanine. Duge za većinu visina, a u trgovini na Kaptolu skratit ćemo ih besplatno.',
  },
  'corduroy-skirt': {
    name: 'A-kroj suknja od samta',
    description:
      'Midi suknja A-kroja od sitnog rebrastog samta od organskog pamuka, s gumbima sprijeda i dubokim džepovima. Šije je naša partnerska švelja iz Karlovca, koja suknje šije već četrdeset godina. Slaže se s pleteninama cijelu jesen i zimu.',
  },
  'wool-socks': {
    name: 'Vunene čarape',
    description:
      'Debele čarape pletene od vune paških ovaca na starinskom stroju za čarape u Zagorju. Ojačana peta i prsti za godine nošenja po kući. Prodaju se u paru.',
  },
  'linen-tote-bag': {
    name: 'Lanena torba',
    description:
      'Čvrsta dvoslojna torba sašivena od ostataka naših lanenih haljina i košulja, pa nijedna nije posve ista. Dugačke ručke za nošenje na ramenu i unutarnji džep za ključeve. Izrađena u Zagrebu.',
  },
  'lavender-sachet': {
    name: 'Vrećica hvarske lavande',
    description:
      'Mala lanena vrećica puna suhe lavande s obiteljskih polja kraj Velog Grablja na Hvaru. Stavite je među pletenine da tjera moljce, a ladice mirišu na ljeto. Šivana od najsitnijih ostataka iz naše radionice.',
  },
  'hand-knit-beanie': {
    name: 'Ručno pletena kapa',
    description:
      'Rebrasta kapa s preklopljenim rubom, ručno pletena u Zagorju od debele hrvatske vune. Dovoljno topla za zagrebački siječanj i vjetrovit dan na obali. Jedna veličina rasteže se i pristaje većini odraslih.',
  },
  'silk-scrunchie': {
    name: 'Gumica za kosu od svile',
    description:
      'Izrađena od ostataka svile riječkog krojača večernjih haljina, nabrana na nježnu gumicu. Nježna prema kosi i lijep način da se iskoristi svaki komadić. Svaka je krojena od drugog ostatka.',
  },
  'striped-cotton-tee': {
    name: 'Prugasta majica od organskog pamuka',
    description:
      'Prugasta majica od mekanog jerseyja od organskog pamuka, pletena i šivana u Čakovcu. Ojačani šavovi na ramenima preživjet će penjalice i duga ljeta. Prethodno oprana pa se neće skupiti.',
  },
  'linen-play-shirt': {
    name: 'Lanena košulja za igru',
    description:
      'Lanena košulja kratkih rukava s ravnim ovratnikom i gumbima od kokosa s kojima se mali prsti lako snađu. Krojena od istog lana pranog u Zagrebu kao i naše košulje za odrasle. Dobro prozračuje u vrućim danima školskih izleta.',
  },
  'cord-pinafore-dress': {
    name: 'Sarafan od samta',
    description:
      'Sarafan od samta od organskog pamuka s naramenicama na gumbe i velikim džepom sprijeda za male dragocjenosti. Šivan u našoj zagrebačkoj radionici s produženim naramenicama, pa raste zajedno s djetetom. Nosite ga preko majica i džempera cijele godine.',
  },
  'linen-twirl-dress': {
    name: 'Lanena haljina za vrtnju',
    description:
      'Lanena haljina s punom suknjom krojenom na polukrug, pa se vrti baš kako treba. Šivana u Zagrebu francuskim šavovima koji ostaju mekani uz kožu. Kopča se na gumbe straga, a ima i džepove, naravno.',
  },
  'chunky-knit-jumper': {
    name: 'Debeli pleteni džemper',
    description:
      'Ručno pleten od debele, mekane hrvatske vune, jednostavnim glatkim bodom i s uvijenim ovratnikom; pletu ga naše pletilje iz Zagorja. Dovoljno dug da potraje dvije zime. Na etiketi svakog džempera piše ime žene koja ga je isplela.',
  },
  'merino-vest': {
    name: 'Pleteni prsluk od merina',
    description:
      'Prsluk bez rukava s V-izrezom od fine merino vune, pleten u malom studiju u Samoboru. Dovoljno elegantan za školsko fotografiranje i topao preko košulje u hladna jutra. Pere se na programu za vunu.',
  },
  'canvas-dungarees': {
    name: 'Tregerice od platna',
    description:
      'Čvrste tregerice od platna od organskog pamuka s džepom na prsima, podesivim naramenicama i ojačanim koljenima. Izrađuje ih obiteljska radionica u Varaždinu. Nogavice sada podvrnite, a dogodine ih spustite.',
  },
  'linen-shorts': {
    name: 'Lanene kratke hlače',
    description:
      'Kratke hlače od pranog lana s gumicom u struku i dva našivena džepa. Prozračne za jadranska ljeta i brzo se suše nakon kupanja. Šivane u Zagrebu od ostataka tkanine za haljine.',
  },
  'wool-mittens': {
    name: 'Vunene rukavice',
    description:
      'Dvostruko pletene rukavice od mekane zagorske vune, povezane vrpcom da se nikad ne izgube. Pletu ih naše pletilje u mirnijim mjesecima. Pristaju većini djece od pet do deset godina.',
  },
  'waxed-canvas-school-bag': {
    name: 'Školska torba od voštanog platna',
    description:
      'Mali ruksak od voštanog platna od organskog pamuka s naramenicama od biljno štavljene kože iz varaždinske kožare. Šivan u Zagrebu, ne boji se kiše i napravljen je da ga nasljeđuju mlađi.',
  },
  'felt-flower-hair-clips': {
    name: 'Ukosnice s cvjetovima od filca',
    description:
      'Par ukosnica s cvjetovima od vunenog filca, od kojih je svaki ručno izrezan i sašiven u našoj zagrebačkoj radionici od ostataka filca. Mali dar koji lijepo stane u rođendansku čestitku.',
  },
  'long-sleeve-top': {
    name: 'Majica dugih rukava od organskog pamuka',
    description:
      'Mekana rebrasta majica od organskog pamuka s preklopljenim ramenima, da se lako oblači. Pletena i šivana u Čakovcu, bojana bojama koje štede okoliš. Neizostavan sloj za vrtić i igru.',
  },
  'linen-romper': {
    name: 'Laneni kombinezon',
    description:
      'Laneni kombinezon bez rukava s drvenim gumbima na ramenima i prostranim stražnjim dijelom za pelenu. Izrađen u našoj zagrebačkoj radionici od najmekšeg pranog lana. Proljeće je lijepo nositi ga preko majice dugih rukava.',
  },
  'toddler-smock-dress': {
    name: 'Haljinica s nabranim prsima',
    description:
      'Mala haljina od organskog pamuka s ručno nabranim prsima, na kojoj rade švelje iz Varaždina. Dovoljno je duga da se, kad dijete naraste, nosi kao tunika preko tajica. Kopča se na gumbe straga.',
  },
  'harem-trousers': {
    name: 'Šalvare',
    description:
      'Udobne hlače od organskog pamuka s mekanim manžetama na gležnjevima i širokim pojasom koji se ugodno smjesti preko pelene. Pletene u Čakovcu, šivane u Zagrebu. Mališani u njima mogu puzati, penjati se i čučati cijeli dan.',
  },
  'knitted-dungarees': {
    name: 'Pletene tregerice',
    description:
      'Ručno pletene tregerice od merino vune i organskog pamuka, koje po narudžbi izrađuju naše pletilje iz Zagorja. Gumbi na ramenima i manžete koje se odvrnu kako dijete raste. Komad koji se prenosi dalje.',
  },
  'bobble-cardigan': {
    name: 'Kardigan s kvačicama',
    description:
      'Kardigan od mekane merino vune s nizom pletenih kvačica oko ramena, koji ručno pletu naše pletilje iz Zagorja. Drvene gumbe izrađuje tokar iz Samobora. Prostrani rukavi ostavljaju mjesta za slojeve.',
  },
  'quilted-vest': {
    name: 'Prošiveni pamučni prsluk',
    description:
      'Lagani prošiveni prsluk od organskog pamuka, punjen recikliranom vatom i zatvoren drukerima. Šivan u našoj zagrebačkoj radionici. Pravi dodatni sloj za vjetrovite dane u Maksimiru.',
  },
  'pom-pom-hat': {
    name: 'Kapa s pomponom',
    description:
      'Rebrasta kapa ručno pletena od zagorske vune, s velikim pahuljastim pomponom. Dvostruki rub grije male uši kad puše vjetar. Za djecu od 1 do 4 godine.',
  },
  'merino-toddler-socks': {
    name: 'Dječje čarape od merina',
    description:
      'Mekane čarape od merino vune s neklizajućim potplatom za prve korake, pletene na starinskom stroju u Zagorju. Udobne u cipelama i u papučama. Prodaju se u paru.',
  },
  'cotton-sun-hat': {
    name: 'Pamučni šešir za sunce',
    description:
      'Dvostrani šešir za sunce od organskog pamuka sa širokim obodom i zaštitom za vrat, šivan u Splitu za jadranska ljeta. Vezice ispod brade drže ga na glavi i na plaži. Hlad daje gusto tkanje, a ne kemijska obrada.',
  },
  'organic-cotton-bodysuit': {
    name: 'Bodi od organskog pamuka',
    description:
      'Bodi od rebrastog organskog pamuka s certifikatom GOTS, pleten i šivan u Čakovcu. Preklopljeni izrez i drukeri na dnu za brzo presvlačenje. Bez etiketa koje grebu: veličina je otisnuta s unutarnje strane.',
  },
  'kimono-bodysuit': {
    name: 'Kimono bodi na preklop',
    description:
      'Bodi na preklop koji se veže sa strane, pa ništa ne treba navlačiti preko glavice novorođenčeta. Mekani interlock od organskog pamuka, šivan u našoj zagrebačkoj radionici. Omiljen u prvim tjednima kod kuće.',
  },
  'footed-sleepsuit': {
    name: 'Pidžamica s nogicama',
    description:
      'Topla pidžamica s nogicama od brušenog organskog pamuka, s dvosmjernim patentom za noćno presvlačenje. Na manjoj veličini manžete se preklope u rukavičice. Izrađena u Čakovcu.',
  },
  'muslin-sleepsuit': {
    name: 'Pidžamica od muslina',
    description:
      'Lagana pidžamica od dvoslojnog pamučnog muslina za tople ljetne noći. Drukeri cijelom dužinom i bez šavova ispod stopala. Šivana u Zagrebu.',
  },
  'merino-baby-cardigan': {
    name: 'Kardigan za bebe od merina',
    description:
      'Sićušni kardigan od mekane merino vune s drvenim gumbima, koji ručno pletu naše pletilje iz Zagorja. Rubovi u platnenom bodu ne uvijaju se, a rukavi se mogu podvrnuti. Klasičan dar za dobrodošlicu kući.',
  },
  'knitted-romper': {
    name: 'Pleteni kombinezon',
    description:
      'Ručno pleteni kombinezon od merino vune i pamuka s gumbima na ramenu, izrađen po narudžbi u Zagorju. Prekrasan za prve fotografije i topao za jesenske šetnje u kolicima.',
  },
  'cellular-blanket': {
    name: 'Prozračna pamučna dekica',
    description:
      'Prozračna dekica rupičastog tkanja od organskog pamuka, tkana na malom tkalačkom stanu u Međimurju. Otvoreno tkanje čuva toplinu, a beba se ne pregrije, zato je primalje i preporučuju. 70 × 90 cm.',
  },
  'muslin-swaddle-set': {
    name: 'Set pelena od muslina',
    description:
      'Dvije velike pelene od muslina od organskog pamuka za povijanje, hranjenje i zaštitu kolica od sunca. Lagane, upijaju i sa svakim su pranjem mekše. 120 × 120 cm, porubljene u Zagrebu.',
  },
  'hand-knit-merino-blanket': {
    name: 'Ručno pletena dekica od merina',
    description:
      'Dekica za uspomenu, ručno pletena rižinim bodom; plete je jedna pletilja iz Marije Bistrice, oko trideset sati rada. Mekana merino vuna grije u kolicima, a godinama poslije i na kauču. Izrađuje se po narudžbi.',
  },
  'knotted-baby-hat': {
    name: 'Kapica s čvorom',
    description:
      'Mekana kapica od organskog pamuka s čvorom na vrhu, pletena u Čakovcu. Ne spada ni bez vezica i pokriva male uši. Neizostavna u torbi za rodilište.',
  },
  'felted-wool-booties': {
    name: 'Papučice od filcane vune',
    description:
      'Papučice ručno filcane od hrvatske vune u maloj radionici u Lici, s mekanim potplatom od brušene kože. Gumica oko gležnja drži ih na sićušnim nožicama. Svaki par oblikuje se na drvenom kalupu.',
  },
};
