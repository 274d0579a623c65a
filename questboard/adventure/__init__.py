"""questboard.adventure"""
