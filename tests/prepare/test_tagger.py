"""The statistical name tagger: its shipped models per language, what it finds and leaves, and its trainer.

Every sentence here is written for this test; the tiny training fixture imitates the formats of the
open corpora (LER and LeNER-Br CoNLL, GermEval TSV, MobIE CoNLL with documents, MEDDOCAN JSON lines)
with made-up text.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pycrfsuite
import pytest

from app.prepare.pii import tagger as tagger_module
from app.prepare.pii.tagger import MODELS, TAGGED_LANGUAGES, Tagger, find_names, line_features, tokens
from tools.tagger_corpora import germeval, glue, lener_br, lener_documents, lener_folds, meddocan, mobie
from tools.train_tagger import main as train_main
from tools.train_tagger import sequences


def _found(text: str, language: str) -> set[str]:
    return {text[f.start : f.end] for f in find_names(text, language) if f.kind == "PERSON"}


def _covered(text: str, language: str, name: str) -> bool:
    """Every letter of ``name`` lies inside a PERSON the tagger found."""
    start = text.index(name)
    spans = [(f.start, f.end) for f in find_names(text, language) if f.kind == "PERSON"]
    return all(any(s <= i < e for s, e in spans) for i in range(start, start + len(name)) if text[i].isalpha())


def test_the_models_ship_in_the_package_data() -> None:
    data = resources.files("app.prepare.pii") / "data"
    for language, path in MODELS.items():
        assert (data / path.name).is_file(), language
        assert path.stat().st_size < 5_000_000  # small enough for the wheel
        assert tagger_module.tagger(language) is not None
    assert {"de", "es", "pt"} <= TAGGED_LANGUAGES
    assert tagger_module.tagger("nl") is None and find_names("Jan de Vries woont hier.", "nl") == []


@pytest.mark.parametrize(
    ("language", "text", "name"),
    [
        (
            "de",
            "Nach der Darstellung des Zeugen habe Ottokar Brüggemeier das Fahrzeug am Abend abgestellt.",
            "Ottokar Brüggemeier",
        ),
        ("de", "Im Anschluss an die Sitzung erklärte Marlene Quandtberg, sie sei nicht informiert worden.", "Quandtberg"),
        ("es", "La paciente fue valorada por Lucía Berrocal Quintana en la consulta de la mañana.", "Berrocal Quintana"),
        ("es", "Acude acompañado de su esposa, Remedios Alcántara Ruiz, que aporta los informes previos.", "Alcántara Ruiz"),
        ("pt", "O recurso foi interposto por Joaquim Figueiredo Barreto contra a decisão de primeira instância.", "Figueiredo Barreto"),
        ("pt", "Segundo o depoimento de Marta Albuquerque Sobral, o contrato foi assinado em março.", "Albuquerque Sobral"),
    ],
)  # fmt: skip
def test_a_person_named_in_running_text_without_a_title(language: str, text: str, name: str) -> None:
    assert _covered(text, language, name), find_names(text, language)


@pytest.mark.parametrize(
    ("language", "text", "kept"),
    [
        ("de", "Vertragspartner ist die Nordlicht Software Deutschland GmbH mit Sitz in Hamburg.", "Nordlicht"),
        ("de", "Die App Wolkenwerk Notes synchronisiert Ihre Notizen.", "Wolkenwerk"),
        ("de", "Einkommensteuer\nDie Einkommensteuer wird nach dem zu versteuernden Einkommen bemessen.", "Einkommensteuer"),
        ("de", "Grunderwerbsteuer\nDer Erwerb eines Grundstücks unterliegt der Steuer.", "Grunderwerbsteuer"),
        ("es", "El servicio lo presta Estrella Digital España, S.L., con domicilio social en Madrid.", "Estrella"),
        ("es", "Tratamiento\nSe inició tratamiento con antibióticos durante diez días.", "Tratamiento"),
        ("pt", "Recurso\nO recurso não merece provimento, conforme a jurisprudência desta Corte.", "Recurso"),
        ("pt", "A empresa Aurora Brasil Comércio Ltda. interpôs embargos.", "Aurora"),
        ("pt", "O foro da comarca de São Carlos é competente para a ação.", "Carlos"),
        ("es", "Los juzgados de Santa Coloma resolverán cualquier controversia.", "Coloma"),
        ("de", "Nutzer der Wolkenwerk App sehen Wolkenwerk Karten auch offline.", "Karten"),
        ("de", "Der Hamburger Weg gilt vielen als Vorbild.", "Hamburger"),
        ("de", "Die Anlage B 4 ist beigefügt.", "B 4"),
    ],
)  # fmt: skip
def test_companies_products_places_and_ordinary_nouns_stay(language: str, text: str, kept: str) -> None:
    found = find_names(text, language)
    assert not any(f.start <= text.index(kept) < f.end for f in found), found


def test_features_never_hold_a_capitalised_name() -> None:
    for language, words in (("es", ["Dijo", "Berrocal", "Quintana", "ayer"]), ("pt", ["por", "Joaquim", "Sobral"])):
        features = line_features(words, language, False)
        flat = {f for word in features for f in word}
        for word in words:
            if word[:1].isupper() and word not in ("Dijo",):
                assert f"w={word.lower()}" not in flat, (language, word)


def test_a_model_loads_per_thread_and_tags(tmp_path: Path) -> None:
    shipped = Tagger(MODELS["es"])
    text = "Médico: Dr. Anselmo Carbonell Pitarch.\n"
    assert any(text[f.start : f.end].endswith("Pitarch") for f in shipped.find(text, "es"))


# The tiny fixture: a few made-up sentences in each corpus's format.
LER = """Der B-O
Vorsitzende O
Richter O
Anselm B-RR
Quirrenbach I-RR
hat O
das O
Verfahren O
eröffnet O
. O

Die O
Klägerin O
wohnt O
in O
der O
Lindenhofstraße B-STR
4 I-STR
in O
Kassel B-ST
. O
"""
LER = LER.replace("Der B-O", "Der O")
GERMEVAL = (
    "#\thttp://example.org/a\t[2010-01-01]\n1\tGestern\tO\tO\n2\tsprach\tO\tO\n3\tHelmtrud\tB-PER\tO\n"
    "4\tOberndörfer\tI-PER\tO\n5\tin\tO\tO\n6\tBremen\tB-LOC\tO\n7\t.\tO\tO\n\n"
    "#\thttp://example.org/b\t[2010-01-01]\n1\tDie\tO\tO\n2\tFirma\tO\tO\n3\tKobaltwerk\tB-ORG\tO\n"
    "4\twuchs\tO\tO\n5\t.\tO\tO\n\n"
)
MOBIE = (
    "-DOCSTART- -1- O O\n\nSperrung\tNN\tI-NN\tO\nin\tAPPR\tI-AP\tO\nder\tART\tI-AR\tO\n"
    "Weidenallee\tNN\tI-NN\tB-location-street\n.\t$.\tI-$.\tO\n\n"
    "-DOCSTART- -2- O O\n\nStau\tNN\tI-NN\tO\nbei\tAPPR\tI-AP\tO\nKassel\tNE\tI-NE\tB-location-city\n\n"
)
LENER = "O O\nrecurso O\nde O\nJoaquim B-PESSOA\nSobreira I-PESSOA\nfoi O\nnegado O\n. O\n\nRelator O\n: O\nMARCOS B-PESSOA\nTEIXEIRA I-PESSOA\n"


def _meddocan_line(name: str, street: str) -> str:
    text = f"Datos del paciente.\nNombre: {name}.\nDomicilio: {street}.\nAcude por dolor abdominal.\n"
    entities = [
        {"start": text.index(name), "end": text.index(name) + len(name), "label": "NOMBRE_SUJETO_ASISTENCIA"},
        {"start": text.index(street), "end": text.index(street) + len(street), "label": "CALLE"},
    ]
    return json.dumps({"id": name, "text": text, "entities": entities}, ensure_ascii=False)


def _fixture(root: Path) -> None:
    (root / "ler_dev.conll").write_text(LER * 3, encoding="utf-8")
    for folder in ("germeval2014", "mobie", "meddocan", "lener_br"):
        (root / "ner" / folder).mkdir(parents=True)
    for name in ("dev", "test"):
        (root / "ner" / "germeval2014" / f"{name}.tsv").write_text(GERMEVAL, encoding="utf-8")
    for name in ("train", "dev"):
        (root / "ner" / "mobie" / f"{name}.conll").write_text(MOBIE, encoding="utf-8")
        (root / "ner" / "lener_br" / f"{name}.conll").write_text(LENER, encoding="utf-8")
        lines = [_meddocan_line("Pilar Ortuño Vidal", "Calle Almendro 7"), _meddocan_line("Ramón Ibarra", "Av. Sol 3")]
        (root / "ner" / "meddocan" / f"{name}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_the_corpus_readers_keep_every_entity_offset(tmp_path: Path) -> None:
    _fixture(tmp_path)
    docs = [d for part in germeval(tmp_path).values() for d in part]
    assert {(d.text[s:e], tag) for d in docs for s, e, tag in d.entities} >= {("Helmtrud Oberndörfer", "PER")}
    (street,) = [d.text[s:e] for d in mobie(tmp_path)["train"] for s, e, tag in d.entities if tag == "location-street"]
    assert street == "Weidenallee"
    med = meddocan(tmp_path)["train"][0]
    assert {med.text[s:e] for s, e, _t in med.entities} == {"Pilar Ortuño Vidal", "Calle Almendro 7"}
    lener = lener_br(tmp_path)["validation"][0]
    assert [lener.text[s:e] for s, e, _t in lener.entities] == ["Joaquim Sobreira", "MARCOS TEIXEIRA"]
    # A new document begins with a new source name.
    assert len(glue([("a", [("Ja", "O")]), ("b", [("Nein", "O")])])) == 2


def test_the_trainer_runs_on_a_tiny_fixture_and_writes_models(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, out = tmp_path / "data", tmp_path / "models"
    data.mkdir()
    _fixture(data)
    train_main(["--data", str(data), "--out-dir", str(out), "--iterations", "20"])
    printed = capsys.readouterr().out
    for language, path in MODELS.items():
        model = out / path.name
        assert model.is_file() and model.stat().st_size > 0
        assert f"{language}: trained on" in printed
        crf = pycrfsuite.Tagger()
        crf.open(str(model))
        assert crf.labels()
    assert "lener_br validation, tagger alone" in printed
    # What a line of the fixture teaches: the gold entity's words, labelled by the model's own labels.
    text = "Relator : MARCOS TEIXEIRA\n"
    start = text.index("MARCOS")
    ((_features, labels),) = list(sequences(text, [(start, len(text) - 1, "PESSOA")], "pt", {"PESSOA": "NAME"}))
    assert labels == ["O", "O", "B-NAME", "I-NAME"]
    assert [w for _s, _e, w in tokens(text.strip())] == ["Relator", ":", "MARCOS", "TEIXEIRA"]


def test_the_trainer_says_what_is_missing(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="not found"):
        train_main(["--data", str(tmp_path), "--out-dir", str(tmp_path)])


def test_training_is_reproducible(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    _fixture(data)
    for run in ("a", "b"):
        train_main(["--data", str(data), "--out-dir", str(tmp_path / run), "--language", "pt", "--iterations", "15"])
    name = MODELS["pt"].name
    assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def _decision(n: int, judge: tuple[str, str]) -> str:
    """A made-up decision in LeNER-Br's format: a heading line, then sentences naming its judge."""
    heading = "EMENTA O\n: O\nAGRAVO O\nDE O\nINSTRUMENTO O\n. O\n\n"
    body = f"Relator O\n: O\n{judge[0]} B-PESSOA\n{judge[1]} I-PESSOA\n. O\n\n"
    return heading + body * (20 + n)


def test_the_folds_keep_each_decision_whole_and_score_the_fold_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    (data / "ner" / "lener_br").mkdir(parents=True)
    judges = [("ODILON", "FRAGOSO"), ("JUREMA", "QUINTAL"), ("ALCIDES", "VARJÃO"), ("NEUSA", "TORQUATO")]
    (data / "ner" / "lener_br" / "train.conll").write_text(
        "".join(_decision(n, j) for n, j in enumerate(judges[:3])), encoding="utf-8"
    )
    (data / "ner" / "lener_br" / "dev.conll").write_text(_decision(3, judges[3]), encoding="utf-8")
    assert len(lener_documents(data)) == 4
    folds = lener_folds(data, 2)
    # Each judge's decision lies in one fold only: a document is never cut between a fold learnt and one scored.
    for first, last in judges:
        assert sum(any(f"{first} {last}" in d.text for d in fold) for fold in folds) == 1
    with pytest.raises(SystemExit):
        train_main(["--data", str(data), "--folds", "2"])  # no --out-dir: the shipped model must stay
    train_main(["--data", str(data), "--folds", "2", "--out-dir", str(tmp_path / "models"), "--iterations", "10"])
    printed = capsys.readouterr().out
    assert "fold 1/2: persons" in printed and "fold 2/2: persons" in printed
    assert "2 folds of LeNER-Br train+dev by decision, whole anonymizer: persons" in printed
    assert (tmp_path / "models" / "names_pt_fold1.crfsuite").is_file()
