"""The site's search is the command's search: one table of queries run through both (Chromium, from
file://), the LemmaGen port against the compiled lemmatiser, and the browser's speed."""

from __future__ import annotations

import random

import pytest

from lawbase.analysis import load_term_maps
from lawbase.evaluation import director_sets
from lawbase.query import search_response
from lawbase.query_language import lemmatise

# (query, lang, edition[, reader]): director's queries of every kind, keys, prefixes, phrases, negations,
# typos, other languages and scripts, English, filters and hostile input
TABLE = [
    ("fałsz", None, None), ("fałsz", None, "pl-2017"), ("przygwożdż*", None, "pl-2017"),
    ('"fałszywy renons"', None, "pl-2017"), ('"renons fałszywy"', None, None),
    ("karta nie zagrana", None, None), ("карта не сыграна", "ru", None), ("nedostatečná nabídka", "cs", None),
    ("16C2", None, None), ("Правило 16С2", None, "ru-2017"), ("przepis 12C1b zagranie", None, "pl-2017"),
    ("16C2 pl-2017", None, None), ("27В1", None, None), ("16Б1", None, None), ("правило 55 в 2", None, None),
    ("55в2", None, "ru-2017"), ("zerknąłem na swoją kartę", None, None), ("soupeř se nudí", "cs", None),
    ("kibic zaglada w karty obu przeciwnkow", None, "pl-2017"), ("przeciwnkow", None, None),
    ("kto może wezwać sędziego", None, None), ("kdo smí zavolat rozhodčího", "cs", None),
    ("кто может вызвать судью", None, "ru-2017"), ("gracz wyszedł od stolika w trakcie rozdania", None, None),
    ("karta przygwożdżona", None, "ru-2017"), ("tichý hráč se ptá hlavního", None, "pl-2017"),
    ("revoke", None, None), ("claim", None, "cs-2007"), ("lead out of turn", "ru", None),
    ("wynik rozjemczy", None, None), ("wynik rozjemczy", None, "pl-1997"), ("widzami", None, "pl-2017"),
    ("czternaście kart", None, "pl-2017"), ("назначил восемь пик", None, "ru-2017"),
    ("", None, None), ("AND", None, None), ("<script>alert(1)</script>", None, None), ("ё", None, "ru-2017"),
    ("zalicytował 1 kier po 1 pik", None, "pl-2017"), ("2ba po 2 kier", None, None), ("8 бубен", None, "ru-2017"),
    ("partner dlugo myslal", None, "pl-2017"), ("sehravajicimu", None, "cs-2007"), ("po klejmie", None, None),
    ("lewy oddać", None, "pl-2017"), ("1♥ po 1♠", None, None), ("10 kier", None, None),
    ("x" * 41, None, None), ("karta\x00\x07", None, None), ('"fałszywy', None, None), ("🂡 karta", None, None),
    # the thesauri: keys met in another order, with function words between, or apart; a key met by
    # the word as typed before a beginning; a query all in English
    ("orzekł sędzia źle", None, "pl-2017"), ("sędzia dzisiaj źle orzekł", None, None),
    ("разыгрывающий все карты выложил", "ru", None), ("trestňák", None, "cs-2007"), ("fouled board", None, None),
    ("renonc se zjistil pozdě", None, "cs-2007"), ("фальшренонс в дефектной взятке", None, "ru-2017"),
    # the third round: what is said of a provision (in any language, in English), two slips in a long
    # word, a lemma read as another, a key that stops at a negation
    ("po hře se zjistilo, že hráli se 14 kartami", None, "cs-2007"), ("слиплись", None, None),
    ("he touched the cards of another player", None, None), ("kibic przecinikow", None, "pl-2017"),
    ("qwertyuiopasdfgh", None, None), ("разыгрывающий открывает карту", None, "ru-2017"),
    ("карта сыграна", None, "ru-2017"), ("revoke w ostatniej lewie", None, "pl-2017"),
    # a key after a negating word also in its replacement's negated form; a slang key met by its stem
    ("odzywka niewystarczająca, nie przyjmuję jej", None, "pl-2017"), ("docina mi", None, None),
    ("ile wziątek", None, "pl-2017"), ("хезетации партнёра", None, "ru-2017"), ("ренос в последней взятке", None, None),
    # a key whose older rule is another (the Czech 16C2; the new Law 23): said, and the rule offered
    ("23", None, None), ("Pravidlo 16C2", "cs", None), ("45C2", None, None),
    # a Law word of one language puts that language's text first
    ("Pravidlo 16C2", None, None), ("Правило 16С2", None, None), ("przepis 20F5", None, None),
    ("pravidla 45C2 karta", None, None),
    # the reader's language (the site's interface) first for a key, unless a Law word says another
    ("16C2", None, None, "cs"), ("Правило 16С2", None, None, "cs"), ("20F5", None, None, "ru"),
    ("16C2", None, None, "en"), ("fałszywy renons", None, None, "ru"),
    # a query typed so far: its last word begun
    ("karta przygw", None, None), ("dziadek dotk", None, None), ("штрафная ка", None, None), ("hráč vyn", None, None),
    # a query as much of one language as of another: the reader's
    ("kibic przecinikow", None, None, "pl"), ("kibic przecinikow", None, None, "cs"), ("partner pas", None, None, "pl"),
    ("karta", None, None, "pl"), ("karta", None, None, "cs"), ("partner pas", None, None, "cs"),
    # a key the typist's language lacks: what says it there first
    ("Pravidlo 35A", None, None), ("35A", None, None, "cs"), ("35A", "pl", None, "cs"),
    ("35A", "cs", None), ("35B", "cs", None, "pl"),  # or in the language asked
    ("Zákon 16", None, None, "cs"), ("partner nezalertoval", None, None), ("překlikl se", "cs", None),
    ("uprawomocnienie fałszywego renonsu", None, None), ("fałszywy renons", "pl", None),  # own words, no "synonym"
    ("przepis 64 C 1", None, None), ("64B8", None, None), ("13A", None, None, "ru"),  # what says it where it is not
    # an older edition's provision says where the newest Laws put it
    ("neoprávněná informace z jiných zdrojů", None, None), ("wynik rozjemczy", None, "pl-1997"),
    ("poškození způsobené vlastní chybou", "cs", None), ("neoprávněná informace z jiných zdrojů", None, None, "ru"),
    ("Правило 16C", None, "cs-2007"), ("Pravidlo 16C", None, None, "ru"),  # the typed Law word's, the reader's
    # Russian typed in Latin letters, on the Latin layout or transliterated; Polish and English stay as typed
    ("bolvan", None, None), ("inhfayfz rfhnf", None, None), ("nedostatochnaya zayavka", None, None),
    ("pravilo 16C2", None, None), ("renons", None, None), ("bidding box", None, None), ("htyjyc d 12 dpznrt", None, None),
    # a defined term as the definitions write it: its definitions first
    ("болван", None, None), ("Dziadek", None, None), ("штрафная  карта", "ru", None), ("tichý hráč", "pl", None),
    ("tichy hrac", None, None), ("онер", None, None), ("punkt turniejowy", None, None), ("<jkdfy", None, None),
    ("karta przygwożdżona", None, None), ("pokutová karta", "cs", None),  # then the Law its definition names
    ("kontra kdyz neni dovoleno", None, None), ("kontra kiedy nie jest dozwolona", None, None),  # not allowed
    ("kontra gdy nie wolno", "pl", None), ("контра когда не разрешено", None, None), ("контра когда нельзя", "ru", None),
    ("renonc se teprve zjistil", "cs", None), ("przeciwnik wciąż komentuje", None, None),  # particles: no topic
    ("тольо ренонс", None, None), ("котрую карту", "ru", None),  # a slip of a stop-word: passed over
    ("soupeř hlásil mimo pořadí a já dražil dál", None, None),  # bidding on: Law 29A
    ("alert", None, None, "cs"), ("Alert", None, None, "ru"), ("alert", None, "cs-2007", "cs"),  # the reader's definition
    ("revoke v poslednim zdvihu", None, None), ("revoke w ostatniej lewie", "pl", None),  # English in a key
    ("revoke в последней взятке", None, "ru-2017"), ("claim bez vysvetleni", None, None),
    ("пара играет так что заявка значит разное у каждого", None, "ru-2017"),  # a verb also as its verbal noun
    ("соперники неправильно объяснили", "ru", None), ("не алертировал", None, "ru-2017"),  # not a key's verb
    ("dziadek dotknol karty", None, "pl-2017"), ("не пощитал карты", "ru", None),  # spelled as it sounds
    ("co mi sie uplac", "pl", None),  # read plainly in no way, but as a verb's other aspect ("upływ"): a key as it sounds
    ("dziadek zajzał w karty", None, None), ("hrac bil kartu", "cs", None),
    ("dzadek", None, None), ("pokutova katra", "cs", None), ("punkt turnijowy", None, None),  # a slip: as typed right
    ("bid", None, None), ("partner alertowal", None, None), ("zakon", None, None), ("bolvan²", None, None),
    # found by its key too (a counterpart saying no more than its key), or kept at its key but changed
    ("Pravidlo 40B6a", "cs", None), ("Pravidlo 17D1", "cs", None), ("13B", None, None), ("53B", None, "pl-1997"),
    ("Pravidlo 27B1b", None, None), ("nedostatečná nabídka nahrazena přesnějším významem", None, None),
    ("omyłkowe nazwanie karty", None, "pl-1997"), ("31B", None, None, "cs"), ("89", None, None),
    # a key behind an abbreviation, glued to its Law word, full-width, or after the edition it is asked in
    ("pkt 16C2", None, None), ("čl. 20F5", None, None), ("п. 16С2", None, None), ("Law16C2", None, None),
    ("п.16С2 ход", None, None), ("１６Ｃ２", None, None), ("pl-1997 64", None, None), ("pl-1997 64B wist", None, None),
    # a key alone that nothing is numbered: no guess from its words
    ("16C99", None, None), ("przepis 999", None, None), ("16C2 pl-1997", None, None), ("16C99 karta", None, None),
    # a year beside a key: the editions of the Laws of that year (a year no edition has: its words searched)
    ("45C3 1997", None, None), ("45C3 2017", None, None), ("16C2 1997", None, None), ("45C3 1999", None, None),
    ("45C3 2017", "ru", None), ("16C99 2017", "ru", None), ("12C1f 2017", None, None), ("45C3 2017", None, "pl-1997"),
    # a word with a letter of the other alphabet drawn alike, typed or pasted; the corpus's own such words
    ("rеvoke", None, None), ("ренонc", None, None), ("dziаdek dotknął karty", None, None),
    ("hráč vynеsl mimo pořadí", None, None), ("взяtkу", None, None), ("obowiązкови", None, "pl-2017"),
    ("37", None, None), ("57A", "ru", None),  # titles typed in two alphabets, said so ("[sic: obowiązkowi]")
    ("Иванов", None, None), ("Мoscow", None, None),
    # a bare number after a part word or a preposition is no Law
    ("по 2 карты", None, None), ("punkt 2 przepisu 16", None, None), ("bod 5 pravidla", None, None),
    ("ст. 16", None, None), ("Law16", None, None),
    # a Law word shortened ("prz.", "пр."), a key in Cyrillic look-alikes (Russian first), a bare key (the
    # newest Laws first), an ordinal typed with its ending ("12-й")
    ("prz. 45 c 4 b", None, None), ("пр. 45С4б", None, None), ("pr. 20F5", None, None), ("45С4б", None, None),
    ("prz 45 C 4 b", None, None), ("пр 16С2", None, None), ("prav 20 F 5", None, None), ("pr 45", None, None),
    ("45 c 4 b", None, None), ("сделал ренонс в 12-й взятке", None, None), ("renons w 12-tej lewie", None, None),
    # keys typed in a row: each one's provisions, a bare number after a key no Law
    ("16C2 16D1", None, None), ("16C2, 16D1 pl-2017", None, None), ("16C2 2", None, None),
    ("przepis 16C2 16D1 partner", None, None), ("12-½ karta", None, None), ("пр. 2 карты", None, None),
    ("16C2 pl-2017", "cs", None),  # an edition asked in a language it is not in: nothing
    ("Law:: 16C2", None, None), ("١٦C2", None, None),  # colons after a Law word; digits other than 0-9
    ("L16C2", None, None), ("L 16C2", None, None), ("l64 cofnięta odzywka", None, None),  # "L" for Law
    ("ренонс*", None, None), ("wycofan*", None, None),  # a beginning the corpus lacks: the word itself
    ("64Z", None, None), ("16C99", None, None), ("169", None, None), ("40B2a(ix)", None, None),  # the nearest part
    ("64Z pl-1997", None, None), ("Pravidlo 64Z", None, None),
    # a word keeps its own key when a longer one loses its words to another; a part found by its lead's words
    ("mała karta wypadła obrońcy", None, "pl-2017"), ("hlavní chtěl malou", None, "cs-2007"),
    ("уступить все взятки", None, "ru-2017"),
    # "пошёл" read as a lead ("ход")
    ("вистующий пошёл не в свою очередь", None, None),
    # "исправить" also the text's "скорректировать", "коррекция"
    ("недостаточная заявка исправить", None, None),
    # a Russian number word one term in every form ("две", "трём", "четверо")
    ("все четверо спасовали", None, "ru-2017"), ("две карты", None, "ru-2017"),
    # table talk: a card slipped out of the hand, "накосячить"
    ("rozgrywającemu wyślizgnęła się karta", None, None), ("мы накосячили", None, None),
    # a Russian verb also read as the verb LemmaGen reads its infinitive as ("запретил": "запретить", "запрещать")
    ("запретил", None, "ru-2017"), ("разыгрывающий открыл карты", None, None), ("заметил", "ru", None),
    ("пропавшую карту нашли", None, None), ("карта нашлась", "ru", None),  # an infinitive in -ти, -тись
    # a Polish verb also read as its other aspect by the profile's endings ("poprawiamy": "poprawić")
    ("poprawiamy renons", None, "pl-2017"), ("ile lewek oddaje sie za renons", None, None), ("popraw", "pl", None),
    ("wychodzi z niewłaściwej ręki", None, None), ("obrońca wychodzi poza kolejnością", "pl", None),
    ("wszyscy spasowali", None, None), ("partner spasował", "pl", None),  # "spasować" is "pasować"
    ("karta zostaje na stole", None, None), ("zostawi kartę", "pl", None), ("stoi", "pl", None),  # not other verbs
    ("zapasoval mimo pořadí", None, None), ("zakontroval nabídku partnera", "cs", None),  # not slips
    # a slang key of three letters met inflected ("boxu": "box"); a word of the Laws not cut ("pasu")
    ("wyciągnął kartę z boxu", None, None), ("kusy", "cs", None), ("pasu", "pl", None),
    # a Czech spoken ending read as the text's written one ("hrajou": "hrají", "kartama": "kartami")
    ("soupeři hrajou moc pomalu", None, None), ("hráli s 14 kartama", "cs", None), ("nucenej pas", "cs", None),
    # a Law word typed without its diacritics (a Czech director on a phone, the site read in Czech), ё as е
    ("cl. 16c2", None, None, "cs"), ("cl.16c2", None, None), ("clanek 40C", None, None, "cs"), ("clanku 16C2", None, None),
    ("podle cl. 16C2", None, None), ("clanek 40 c", None, None, "cs"), ("artykul 16C2", None, None),
    ("статьей 16С2", None, None), ("clanku 16C2 karta", None, None), ("cl. 20", None, None), ("práv 20", "cs", None),
    # what follows a Law word and is no key: said, nothing searched
    ("Pravidlo 16CC2", None, None), ("clanek 16CC2 karta", None, None, "cs"), ("Law16C2ab", None, None),
    ("Prawo 2017", None, None), ("pkt 16CC2", None, None),
    ("правило 3-х карт", None, None), ("prawo 13-tej karty", None, None), ("правило 50%", None, None),
    # a key whose case tells its sense: on the table (dummy), onto it (where a card fell)
    ("obrance upustil kartu na stul", None, "cs-2007", "cs"), ("karta na stole", None, "cs-2007"),
    ("obrońca upuścił kartę na stół", None, "pl-2017"), ("карта на столе", None, "ru-2017"),
    # a footnote by the number the book prints: each edition's so numbered, the word's language first
    ("przypis 21", None, None), ("сноска 23", None, "ru-2017"), ("poznamka pod carou 2", "cs", None),
    ("footnote 21", None, None, "ru"), ("Przypis 021.", None, "pl-2017"), ("przypis 99", None, None),
    # a slip corrected before the vocabulary is read: the key "ренонс в 12 взятке" (a user review's)
    ("ренос в 12 взятке", None, "ru-2017", "ru"), ("ренос в 12 взятке", None, None),
    # a negation with prepositions between it and its word, in the query and in the text
    ("ход не с той руки", None, "ru-2017"), ("заход не с той руки", "ru", None),
    # a verb the text has in its other aspect only
    ("kiedy wzywac sedziego", None, None, "pl"), ("ло оспорил претензию разыгрывающего", None, "ru-2017"),
    ("вистующий открыл карту", None, None, "ru"), ("не алертировал", None, "ru-2017"),
    # an abbreviation typed in capitals, its own term ("ПО", the right-hand opponent); a query all in capitals, lower
    # case, a phrase and a key's replacement ("правый сосед" -> "ПО") as before or now alive
    ("заявка не в очередь вместо ПО", None, "ru-2017"), ("ПО", None, None), ("ход ПО*", "ru", None),
    ("ЗАЯВКА ВНЕ ОЧЕРЕДИ ПО", None, None), ("заявка вместо по", "ru", None), ('"очередь ПО"', None, "ru-2017"),
    ("правый сосед", None, "ru-2017"), ("rho", "ru", None), ("kazał wyjść w kiery", None, None),
    # English from a reader of one of the languages: the reader's answers first (a Russian player's review)
    ("revoke", None, None, "ru"), ("lead out of turn", None, None, "ru"), ("revoke", None, None, "cs"),
    # a term two languages define alike: the reader's definition first
    ("kontra", None, None, "cs"), ("pas", None, None, "pl"), ("rekontra", None, None, "cs"),
    # a key's number met written as a word; C transliterated as Ц in a key
    ("у нас четырнадцать карт", None, None, "ru"), ("правило 45 ц 4 б", None, None, "ru"), ("16Ц2", None, None),
    # English at the table read as the term of the game; a number as a word or in digits
    ("can I change my bid", None, None, "ru"), ("opponent is thinking for a long time", None, None),
    ("can I ask what a bid means", None, None, "cs"), ("we have 14 cards", None, None, "pl"), ("14 cards", None, None),
    # a call named is a call; a key of function words alone parts the words around it
    ("я сказал пас, а хотел сказать контра", None, None, "ru"), ("сказал пас а хотел контру", None, "ru-2017"),
    ("řekl jsem pas ale chtěl kontru", None, None, "cs"), ("powiedziałem pas a chciałem kontra", "pl", None),
    ("řekl pas a chtěl kontra", None, None, "cs"),
    # a word saying what was meant, with no conjunction or in English; a change of call said with a verb
    ("řekl pas, chtěl kontra", None, "cs-2007"), ("сказал пас хотел контру", "ru", None),
    ("said pass, meant double", None, None, "pl"), ("said pass, meant double", None, "ru-2017"),
    ("хочу изменить заявку", None, "ru-2017"), ("chci změnit hlášku", None, None, "cs"),
    # abbreviations side by side in capitals; a negated abbreviation
    ("ПО ЛО", None, "ru-2017"), ("ЛО ПО партнер", "ru", None), ("ход не ПО", None, "ru-2017"),
    ("ПО 16C2", None, "ru-2017"), ("ЛО ПО 1234", "ru", None),  # digits are no letters of a shouted word
    # a word a language cannot read counts as missing there
    ("trzynaście kart", None, None, "pl"), ("kumplowi pokazał rękę", None, None), ("revoke w ostatniej lewie", None, None),
    # "and wanted" met as written, not "and wants"; a change of mind, the intended call
    ("rozmyslel si to a chce 3 piky", None, "cs-2007"), ("передумал а хочет 3 пики", "ru", None),
    ("řekl pas a chtěla kontra", None, None, "cs"), ("rozmyślił się", None, "pl-2017"),
    ("spletl jsem si co znamena jejich hlaska", None, "cs-2007"),
    # a word of `meant` counts between two calls named or beside one, not as a wish elsewhere
    ("chciałem zapytać czy po pasie można dać kontrę", None, None, "pl"), ("chciałem kontra, powiedziałem pas", "pl", None),
    ("хотел спросить можно ли после паса дать контру", None, "ru-2017"), ("I wanted to ask if I can double after a pass", None, None),
    # table talk of the reviews: a card dropped onto the table, dummy pointing at a card, a late alert
    ("защитник уронил карту на стол", None, "ru-2017"), ("tichy hrac ukazuje na kartu", None, "cs-2007"),
    ("pozde alert", None, None, "cs"),
    # dev13's table talk: shouting, a card's picture to the table, an intensifier
    ("wrzeszczał na mnie przy stole", None, "pl-2017"), ("vynesl jsem obrázkem ke stolu", None, None, "cs"),
    ("strasznie długo myślał partner", "pl", None), ("партнёр выложил карты и встал смотреть как я играю", None, "ru-2017"),
    ("parťák má vyloženo a vstal, kouká jak hraju", None, None, "cs"), ("partner wstał i patrzy jak rozgrywam", None, None),
    ("vynesl špatný soupeř, můžu vyložit karty jako tichý?", None, "cs-2007"), ("zapsali špatný výsledek, jde to ještě spravit?", "cs", None),
    # two reviews' searches: a verb that is not its noun, players' words for a claim, a lead, misinformation, a
    # hesitation, a lead from the wrong hand, a look into another player's cards
    ("игрок заявил остаток взяток", None, None, "ru"), ("выход не в очередь", None, None, "ru"),
    ("случайно показал карту при торговле", None, None, "ru"), ("przeciwnik zle wyjasnil odzywke", None, None, "pl"),
    ("partner dlugo myslal", None, None, "pl"), ("wist nie z tej reki", None, None, "pl"),
    ("spojrzalem w karty przeciwnika", None, None, "pl"), ("partner dlugo mysal", None, None, "pl"),
    ("falszywy renos", None, None, "pl"),
    # a negating word inside a vocabulary key is no term of the key's own words
    ("wistowal nie ten obronca a rozgrywajacy chce zostac dziadkiem", None, None, "pl"),
    ("не пересчитал карты перед торговлей", None, None, "ru"),
    # a notes edition's page on a Law has no Law-title answer (command and site)
    ("wist nie z tej reki", None, "pl-notes"), ("wyjście poza kolejnością", None, None, "pl"),
    # a negated verb told in the past is a duty left undone, not after "пока", "ещё", "jeszcze" (a time)
    ("nie policzyłem kart zanim zacząłem licytować", None, None, "pl"), ("nie policzylem kart", "pl", None),
    ("пока арбитр не объяснил, можно ходить дальше?", None, None, "ru"), ("dziadek jeszcze nie wyłożył kart", None, None),
    ("никто ещё не вистовал", None, "ru-2017"), ("мы не позвали арбитра", "ru", None),
    # a Law word typed with a slip leads its key; a word one slip from a short one does not
    ("pavidlo 16c2", None, None), ("pravido 16C2", None, "pl-2017"), ("правилр 16С2", None, None, "cs"),
    ("pravil 5 karet", None, None, "cs"), ("pavidlo 16CC2", None, None), ("przepisowe 52 karty", None, None), ("P16C2", None, None, "cs"),
    # a hit's excerpt shows the sentence that matched (1997 61B's "lecz nie mogą pytać siebie nawzajem")
    ("czy obroncy moga pytac siebie nawzajem o renons", None, None, "pl"),
    # a key cited as lawyers cite it, a part word before each piece
    ("Pravidlo 16 odst. C bod 2", None, None), ("art. 16 ust. C pkt 2", None, None), ("Prawo 16 pkt C2", None, None),
    ("Правило 16 п. С2", None, None), ("čl. 12 odst. C bod 1 písm. b", None, None), ("16C2 pkt 3", None, None),
    # a word between a synonym's words: the key in the query's order first
    ("dziadek dotknął swojej karty", None, None, "pl"), ("dotkniecie karty przez dziadka", None, None, "pl"),
    # a slip a slang key meets by its beginning: corrected where it joins a longer key, else kept
    ("dziadk dotknal karty", None, None, "pl"), ("jak se prepocitava 450 na impy", "cs", None),
    # a correction said as the query was typed, without diacritics or with them
    ("bledne wyjasnienei", None, None, "pl"), ("błędne wyjasnienei", None, None, "pl"),
    # a phrase typed on the Latin layout read word by word, though a one-letter word of it finds something as typed;
    # a word of it in Cyrillic kept; the words no language reads said (a Russian club director's review)
    ("afkmihtyjyc d gjcktlytq dpznrt", None, None, "ru"), ("[jl yt c njq herb", None, None), ("celmz", None, None),
    ("ifnhfayfz карта", None, None, "ru"), ("afkmihtyjyc qqqq", None, None), ("шшшшш карта", None, None),
    ("kibic przecinikow", "pl", None), ("dziadek dotk", None, None), ("bolvan²", "ru", None),
    # words no text has, each read through a synonym of its own (`loose`), beside one synonym answering all
    ("mobil zazvonil", None, None, "cs"), ("mobil zazvonil", "cs", "cs-2007"), ("trestna karta", "cs", None),
    # a Law word shortened as each language does (a Russian director's review: «з.», short for «закон», was read as
    # "без" and the key dropped); a lone letter the texts lack is no other word
    ("з. 40В3", None, None, "ru"), ("з.40В3", None, None, "ru"), ("зак 40В3", None, None), ("з. 40", None, None, "ru"),
    ("ст. 64А", None, None, "ru"), ("п. 16В1а", None, None), ("prav. 20F5", None, None, "cs"), ("pr. 20F5", None, None),
    ("prz. 45C4b", None, None, "pl"), ("art. 16C2", None, None), ("§ 16C2", None, None), ("з", "ru", None),
    ("ю пас вне очереди", None, "ru-2017"),
    # a question for a definition: the definition first, the question's language's first; a players' word for a
    # hesitation (a Polish player's review on a phone)
    ("co to jest lewa", None, None, "pl"), ("co je kontra?", None, None, "pl"), ("что такое болван", None, None, "cs"),
    ("co znaczy dzadek", None, None, "pl"), ("co to jest", None, None, "pl"), ("licytacja po przerwie", None, None, "pl"),
    # a word read nowhere beside one found through synonyms alone: nothing matches closely
    ("телефон зазвонил", None, None, "ru"), ("телефон зазвонил", "ru", None), ("телефон", None, None, "ru"),
    # a phrase between typographic quotes as between straight ones; a phrase no text says read as its words, and said
    ("„fałszywy renons”", None, "pl-2017"), ("“fałszywy renons”", None, None), ("«штрафная карта»", None, "ru-2017"),
    ("сказал «контрю три бубны», а последними были три пики", None, None),
    ('"kontra trzy kara" a rywal dał trzy trefl', None, None),
    ("„karta karna“ a „ja chcę”", None, None, "pl"), ("16C2 \"renons fałszywy\"", None, None),
    # "на стол", onto the table, a key met as written: a card fallen there is exposed
    ("карта упала на стол", None, "ru-2017"), ("карта упала на стол", "ru", None),
    # an asserted word the heading above negates ("Недостаточное назначение не принято"): the opposite case
    ("недостаточная заявка принята", None, "ru-2017"), ("недостаточная заявка не принята", "ru", None),
    # a Czech heading's "je" (is, LemmaGen's form of "on", which "ne" is read as too) negates nothing
    ("hláška mimo pořadí konvenční", "cs", "cs-2007"),
    ("odzywka niewystarczająca przyjęta", None, None), ("karty nie z tego pudełka", None, "pl-2017"),
]


def table() -> list[tuple]:
    rows = list(TABLE)
    for name, items in director_sets().items():
        rows += [(item.query, None, item.edition) for item in items[:: 3 if name == "english" else 2]]
    return rows


BROWSER_ROWS = 40  # rows per script: each call has the driver's script timeout to itself (a loaded machine)


def browser_results(page, rows) -> list[dict]:
    return [result for start in range(0, len(rows), BROWSER_ROWS)
            for result in browser_chunk(page, rows[start:start + BROWSER_ROWS])]


def browser_chunk(page, rows) -> list[dict]:
    return page.execute_script("""
        return arguments[0].map(function (row) {
          var r = window.lawbaseSearch(row[0], row[1] || "", row[2] || "", 10, row[3] || "");
          return {ids: r.hits.map(function (h) { return h.doc.id; }),
                  scores: r.hits.map(function (h) { return h.score; }),
                  how: r.hits.map(function (h) { return h.how; }),
                  labels: r.hits.map(function (h) { return h.doc.label; }), suggestion: r.suggestion,
                  titles: r.hits.map(function (h) { return h.doc.title; }),
                  differs: r.hits.map(function (h) { return h.differs || null; }),
                  newer: r.hits.map(function (h) { return h.newer || null; }), missing: r.missing || null,
                  unread: r.unread || null, skipped: r.skipped || null, loose: r.loose || null,
                  unquoted: r.unquoted || null, excerpts: r.hits.map(function (h) {
                    var shown = window.lawbaseSearch.excerpt(h.doc.text, r.terms, h.doc.lang, 220);
                    return [shown.text, shown.highlights]; })};
        });""", [list(row) for row in rows])


def test_the_site_ranks_as_the_command_does(built_out, search_page):
    rows = table()
    assert len(rows) > 120
    different = []
    for row, theirs in zip(rows, browser_results(search_page, rows)):
        mine = search_response(row[0], lang=row[1], edition=row[2], limit=10, out=built_out[0],
                               reader=row[3] if len(row) > 3 else None)
        ours = {"ids": [hit["id"] for hit in mine["hits"]], "scores": [round(hit["score"], 4) for hit in mine["hits"]],
                "how": [hit["how"] for hit in mine["hits"]], "labels": [hit["label"] for hit in mine["hits"]],
                "suggestion": mine["suggestion"], "titles": [hit["title"] for hit in mine["hits"]],
                "differs": [hit.get("differs") for hit in mine["hits"]],
                "newer": [hit.get("newer") for hit in mine["hits"]], "missing": mine.get("missing"),
                "unread": mine.get("unread"), "skipped": mine.get("skipped"), "loose": mine.get("loose"),
                "unquoted": mine.get("unquoted"),
                "excerpts": [[hit["snippet"], hit["highlights"]] for hit in mine["hits"]]}
        theirs["scores"] = [round(score, 4) for score in theirs["scores"]]  # rounded alike (JS rounds half up)
        if ours != theirs:
            different.append((row, ours, theirs))
    assert different == []


def test_the_browsers_lemmagen_reads_as_the_compiled_one(built_out, search_page):
    """The port walks the model's bytes: the same lemma for every corpus form and for forms it lacks."""
    random.seed(7)
    words = {}
    for language, term_map in load_term_maps(built_out[0] / "index").items():
        forms = random.sample(sorted(term_map.forms), 1500)
        words[language] = forms + [form[:-1] + "ami" for form in forms[:300]] + [form + "ого" for form in forms[:300]]
        words[language] += sorted({form[0] for form in term_map.forms})  # lone letters: their own lemma
    theirs = search_page.execute_script("""
        var engine = window.lawbaseSearch.engine, words = arguments[0], out = {};
        Object.keys(words).forEach(function (lang) {
          var lemmatiser = engine.languages[lang].lemmatiser;
          out[lang] = words[lang].map(function (w) { return window.LawbaseReading.lemmaOf(lemmatiser, w); });
        });
        return out;""", words)
    for language, forms in words.items():
        mismatched = [(form, lemmatise(language, form), lemma) for form, lemma in zip(forms, theirs[language])
                      if lemmatise(language, form) != lemma]
        assert mismatched == [], language
