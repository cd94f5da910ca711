"""The e-mail recognizer's domain check is cached: the same answer the first time and every time after."""

from __future__ import annotations

from app.prepare.pii import engine


def test_a_cached_domain_check_answers_as_the_suffix_list_does() -> None:
    recognizer = engine.OfflineEmailRecognizer(supported_language=engine.LANGUAGE)
    for _ in range(2):  # the second round comes from the cache
        assert recognizer.validate_result("kontakt@beispiel-verwaltung.de") is True
        assert recognizer.validate_result("info@mail.example.co.uk") is True
        assert recognizer.validate_result("name@rechner.lokalnetz") is False
    assert engine._known_suffix.cache_info().hits >= 3


def test_an_address_with_an_unknown_suffix_is_kept_and_a_real_one_replaced() -> None:
    found = engine.analyze("Schreiben Sie an a.b@beispiel-verwaltung.de oder an a.b@rechner.lokalnetz bis 2024.")
    assert [f.kind for f in found] == ["EMAIL"]
