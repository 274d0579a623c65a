"""questboard.rules"""
