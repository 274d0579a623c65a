"""questboard.ui"""
