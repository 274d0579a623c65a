"""questboard.content"""
