"""questboard.combat"""
