"""Toilets you can tell apart (issue 11): the derived place on the cards and in Details."""
from selenium.webdriver.common.by import By

from conftest import MONACO_VILLE


def test_the_three_nearest_read_differently_and_details_shows_the_derived_place(phone):
    phone.allow_location(MONACO_VILLE)
    phone.open("/")
    phone.wait_for_results(3)
    phone.go("#/list")
    phone.wait(lambda: len(phone.driver.find_elements(By.CSS_SELECTOR, "#list-results .clay-toilet-card")) == 3, 5)
    titles = [e.text for e in phone.driver.find_elements(By.CSS_SELECTOR, "#list-results .clay-toilet-card__title")]
    assert len(set(titles)) == 3, titles
    assert all("Public toilet ·" in t or " in " in t or " at " in t for t in titles), titles
    first = phone.state("results[0].toilet")
    assert first["place"]["derived"] is True and first["label"] in titles[0]
    phone.go(f"#/toilet/{first['id']}")
    phone.wait(lambda: phone.driver.find_elements(By.CSS_SELECTOR, "#details-body [data-place-label]"), 10, "the place label")
    details = phone.driver.find_element(By.ID, "details-body")
    assert details.find_element(By.CSS_SELECTOR, "[data-place-label]").text == first["label"]
    # Monaco's toilets carry addr:country alone: the nearest street stands in, marked as derived.
    assert details.find_element(By.CSS_SELECTOR, "[data-derived-address]").text.startswith("near ")
    assert "Address unknown" not in details.text
