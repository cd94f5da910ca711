"""Wording of a computed deadline, step by step, in six languages (data)."""

from __future__ import annotations

from datetime import date

STEPS: dict[str, dict[str, str]] = {
    "en": {
        "letter": "Letter dated {date}",
        "notified": "deemed notified {date} ({n} day after posting, {law})",
        "moved": "{date} ({day}) → moves to the next working day {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), no holiday → deadline {date}",
        "shift": "{date} ({day}) → next working day ({law}): deadline {moved}",
        "assumes": "Assumes the letter was posted on its date; if it reached you later, the period starts later.",
    },
    "de": {
        "letter": "Schreiben vom {date}",
        "notified": "gilt als bekannt gegeben am {date} ({n}. Tag nach Aufgabe zur Post, {law})",
        "moved": "{date} ({day}) → verschiebt sich auf den nächsten Werktag {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), kein Feiertag → Fristende {date}",
        "shift": "{date} ({day}) → nächster Werktag ({law}): Fristende {moved}",
        "assumes": "Annahme: Das Schreiben wurde am Tag seines Datums zur Post gegeben; kam es später an, beginnt die Frist später.",
    },
    "es": {
        "letter": "Escrito de fecha {date}",
        "notified": "se considera notificado el {date} ({n}.º día tras el envío, {law})",
        "moved": "{date} ({day}) → pasa al siguiente día hábil, {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), no festivo → fin del plazo {date}",
        "shift": "{date} ({day}) → siguiente día hábil ({law}): fin del plazo {moved}",
        "assumes": "Se supone que el escrito se envió en su fecha; si le llegó más tarde, el plazo empieza más tarde.",
    },
    "fr": {
        "letter": "Courrier du {date}",
        "notified": "réputé notifié le {date} ({n}e jour après l'envoi, {law})",
        "moved": "{date} ({day}) → reporté au jour ouvrable suivant, le {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), pas un jour férié → fin du délai {date}",
        "shift": "{date} ({day}) → jour ouvrable suivant ({law}) : fin du délai {moved}",
        "assumes": "On suppose que le courrier a été posté à sa date ; s'il vous est parvenu plus tard, le délai commence plus tard.",
    },
    "it": {
        "letter": "Lettera del {date}",
        "notified": "si considera notificata il {date} ({n}° giorno dopo la spedizione, {law})",
        "moved": "{date} ({day}) → slitta al giorno lavorativo successivo, {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), non festivo → scadenza {date}",
        "shift": "{date} ({day}) → giorno lavorativo successivo ({law}): scadenza {moved}",
        "assumes": "Si presume che la lettera sia stata spedita alla sua data; se Le è arrivata più tardi, il termine inizia più tardi.",
    },
    "pt": {
        "letter": "Carta datada de {date}",
        "notified": "considera-se notificada em {date} ({n}.º dia após o envio, {law})",
        "moved": "{date} ({day}) → passa para o dia útil seguinte, {moved} (BFH, IX R 68/98)",
        "plus": "+ {period} = {date}",
        "fine": "{date} ({day}), não é feriado → prazo termina em {date}",
        "shift": "{date} ({day}) → dia útil seguinte ({law}): prazo termina em {moved}",
        "assumes": "Pressupõe que a carta foi enviada na data indicada; se chegou mais tarde, o prazo começa mais tarde.",
    },
}

WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"),
}
HOLIDAY_WORD = {"en": "public holiday", "de": "Feiertag", "es": "festivo", "fr": "jour férié", "it": "festivo",
                "pt": "feriado"}  # fmt: skip

# ISO designator -> (singular, plural)
UNITS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {"D": ("day", "days"), "M": ("month", "months"), "Y": ("year", "years")},
    "de": {"D": ("Tag", "Tage"), "M": ("Monat", "Monate"), "Y": ("Jahr", "Jahre")},
    "es": {"D": ("día", "días"), "M": ("mes", "meses"), "Y": ("año", "años")},
    "fr": {"D": ("jour", "jours"), "M": ("mois", "mois"), "Y": ("an", "ans")},
    "it": {"D": ("giorno", "giorni"), "M": ("mese", "mesi"), "Y": ("anno", "anni")},
    "pt": {"D": ("dia", "dias"), "M": ("mês", "meses"), "Y": ("ano", "anos")},
}


def ordinal(n: int, language: str) -> str:
    """'4th' in English; the other templates carry their own ordinal mark."""
    if language != "en":
        return str(n)
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th') }"


def steps_language(language: str) -> str:
    return language if language in STEPS else "en"


def fmt_date(day: date, language: str) -> str:
    sep = "." if language in ("de", "en") else "/"
    return f"{day.day:02d}{sep}{day.month:02d}{sep}{day.year}"


def fmt_period(count: int, code: str, language: str) -> str:
    singular, plural = UNITS[steps_language(language)][code]
    return f"{count} {singular if count == 1 else plural}"


def describe_day(day: date, holiday: str | None, language: str) -> str:
    """'Saturday' or 'Saturday, public holiday: Tag der Deutschen Einheit'."""
    language = steps_language(language)
    name = WEEKDAYS[language][day.weekday()]
    return f"{name}, {HOLIDAY_WORD[language]}: {holiday}" if holiday else name
