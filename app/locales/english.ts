// The English catalogues, one per namespace (app/shared/i18n.ts NAMESPACES): the shape every translation follows.
import common from './en/common'
import vocab from './en/vocab'
import auth from './en/auth'
import home from './en/home'
import startups from './en/startups'
import claims from './en/claims'
import jobs from './en/jobs'
import events from './en/events'
import workspace from './en/workspace'
import resources from './en/resources'
import programs from './en/programs'
import media from './en/media'
import profile from './en/profile'
import admin from './en/admin'
import mail from './en/mail'
import matches from './en/matches'

export const en = { common, vocab, auth, home, startups, claims, jobs, events, workspace, resources, programs, media, profile, admin, mail, matches }
