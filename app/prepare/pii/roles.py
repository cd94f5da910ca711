"""Role words written before a name without a colon: judges, lawyers, managing directors, witnesses.

Court decisions and letters name people by their function: "die Vorsitzende Richterin am
Bundesgerichtshof Dr. Mayer", "Rechtsanwältin Okafor", "vertreten durch den Geschäftsführer Jan
Brandt". The role is the evidence; ``persons`` reads the name after it. Only the patterns live here.
"""

from __future__ import annotations

from app.prepare.pii import wordlists as lists
from app.prepare.pii.first_chars import compile_fast

_COURT = (
    r"(?:[A-ZÄÖÜ][\w\-]*(?:gericht|gerichtshof|gerichts|hof|senat)|BGH|BAG|BFH|BSG|BVerwG|BVerfG|BPatG|OLG|LG|AG|"
    r"LAG|LSG|OVG|VGH|VG|FG|SG|ArbG|EuGH|EGMR)"
)
# The parties of a case: the word after them is often the object of the sentence ("die Klägerin Anspruch").
PARTY = lists.alternation("party_words")
ROLE_WORD = (
    rf"(?:{lists.alternation('role_word_prefixes')}[ \t]+)?"
    rf"(?:{lists.alternation('role_words')}|{PARTY})"
)
# The court after the role ("Richter am Bundesarbeitsgericht"), titles, then the name's capital.
ROLE_BEFORE = compile_fast(
    rf"(?<![\w\-]){ROLE_WORD}(?:[ \t]+(?:am|beim|an[ \t]+der|an[ \t]+dem|des|der)[ \t]+{_COURT})?"
    r"[ \t]*(?::[ \t]*)?(?:(?:Rechtsanw(?:alt|ältin)|Dr\.|Prof\.|Dres\.|Dipl\.-\w+\.)[ \t]+)*(?=[A-ZÄÖÜ][a-zäöüß])"
)
# The next name in a list of judges or lawyers: ", den Richter Dr. Roth und die Richterin Okafor".
NEXT_IN_LIST = compile_fast(
    rf"[ \t]?,?[ \t]+(?:und|sowie|and|et|y|e)?[ \t]*(?:(?:der|die|den|dem|des)[ \t]+)?(?:{ROLE_WORD}[ \t]+)?"
    r"(?:(?:Dr\.|Prof\.|Dres\.)[ \t]+)*(?=[A-ZÄÖÜ][a-zäöüß])"
)
# A signature block of a court: a line of surnames only ("Dr. Vogt   Okafor   Brandstätter").
NAME_LINE = compile_fast(
    r"(?m)^[ \t]*(?:(?:Dr\.|Prof\.)[ \t]+)*[A-ZÄÖÜ][\w\-]+(?:[ \t]+(?:(?:Dr\.|Prof\.)[ \t]+)*[A-ZÄÖÜ][\w\-]+){0,4}[ \t]*$"
)
# The same names run into the next sentence when a decision is cut into sentences: "Okafor Die Revision ...".
# Only words that open a sentence follow, never a noun: "Muster Logistik GmbH" is a company.
_OPENER = (
    r"(?:Der|Die|Das|Den|Dem|Des|Ein|Eine|Einer|Es|Er|Sie|Wir|Ob|Auch|Zwar|Für|Nach|Im|In|Auf|Aus|Bei|Mit|Soweit|"
    r"Insbesondere|Dies|Diese|Dieser|Dieses|Dass|Da|Denn|Nicht|Gemäß|Allerdings|Anders|Zudem|Ferner|Damit|Daher|"
    r"Deshalb|Jedoch|Hierzu|Hier|Wie|Wenn|Weil|Beginnend|Unter|Sofern|Somit|So|Zu|Zum|Zur|Entgegen|Vor|Gegen|"
    r"Danach|Demnach|Vielmehr|Schließlich|Außerdem|Ebenso|Nur|Eines|Dabei|Hingegen|Mithin|Dagegen|Zutreffend|"
    r"Ohne|Als|Bereits|Erst|Gleichwohl|Weder|Sowohl|Entscheidend|Maßgeblich|Keine|Kein)"
)
NAME_THEN_SENTENCE = compile_fast(
    r"(?m)(?:(?<=[.)“\"])[ \t]+|^)(?P<n>[A-ZÄÖÜ][\w\-]+(?:[ \t]+[A-ZÄÖÜ][\w\-]+)?)"
    rf"[ \t]+(?=(?:{_OPENER}|[a-z]{{1,3}}[ \t]?\)|[IVX]+\.|\([ \t]?\d+[ \t]?\))[ \t]+\S)"
)
# Family and other close relations written before a name: "dessen Freundin Mira", "die Eheleute Kowalczyk",
# "his wife Margaret", "sa sœur Élodie". Weaker than a role at court ("Sohn Gottes", "Vater Staat"): the
# word after it must be a first name or a surname no language uses as a word.
KIN_BEFORE = compile_fast(rf"(?<![\w\-]){lists.alternation('kinship')}[ \t]*,?[ \t]+(?=[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ])")
ROLE_ONLY = compile_fast(rf"{ROLE_WORD}|Professor(?:in)?|Präsident(?:in)?|Direktor(?:in)?")
