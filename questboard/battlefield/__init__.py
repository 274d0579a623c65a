"""questboard.battlefield"""
