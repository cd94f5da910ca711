"""Harness: One page photo's bytes: sniffed, header-checked, decoded by Pillow / pillow-heif, prepared for OCR."""

from fuzz.harness import main

if __name__ == "__main__":
    main("image_bytes")
