"""Benchmarks that print figures; run each as a module from the checkout: python -m bench.<name>."""
