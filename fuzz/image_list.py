"""Harness: A list of page photos (see ``targets.split_files`` for the format): sniffed and decoded in order."""

from fuzz.harness import main

if __name__ == "__main__":
    main("image_list")
